import 'server-only';
import { z } from 'zod';
import { OpenAPIRegistry, OpenApiGeneratorV31, zodToOpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { ERROR_CODES } from '@/lib/contracts/errors';
import { badgeSchema, levelSchema, meSchema, nextLevelSchema, specialSchema } from '@/lib/contracts/me';
import { badgeStateSchema, dailyRewardItemSchema, dailyRewardWonSchema } from '@/lib/contracts/loyalty';
import {
  addressSchema,
  hostOrderSchema,
  orderActionResultSchema,
  orderSchema,
  raffleAuditSchema,
  redeemCheckSchema,
  rewardDetailSchema,
  rewardSchema,
} from '@/lib/contracts/rewards';
import { publicConfigSchema, redirectRuleSchema } from '@/lib/contracts/config';
import { leaderboardRowSchema, leaderboardSchema } from '@/lib/contracts/leaderboard';
import { SESSION_COOKIE } from '@/lib/server/console/sessions';
import { consoleRewardSchema, rewardInputSchema } from '@/lib/contracts/console';
import { errorEnvelope, routeConfig, type RouteGroup } from './registry';
import { healthDocs } from './health';
import { embedDocs } from './embed';
import { memberDocs } from './member';
import { rewardDocs } from './rewards';
import { quizDocs } from './quizzes';
import { hostDocs } from './host';
import { referenceDocs } from './reference';
import { consoleDocs } from './console';
import { consoleContentDocs, contentSchemaNames } from './console-content';
import { prizewheelDocs } from './prizewheel';
import { ssoDocs } from './sso';
import { friendDocs } from './friends';
import { leaderboardDocs } from './leaderboard';
import { voucherDocs } from './vouchers';
import { specialDocs } from './specials';
import { postDocs } from './posts';
import { notificationDocs } from './notifications';
import { webhookDocs } from './webhooks';
import { vitalsDocs } from './vitals';
import { cspReportDocs } from './csp-report';

/** Every route group of the app (test/api/openapi.test.ts fails for a route missing here). */
export const routeGroups: RouteGroup[] = [
  memberDocs,
  rewardDocs,
  quizDocs,
  hostDocs,
  consoleDocs,
  consoleContentDocs,
  prizewheelDocs,
  leaderboardDocs,
  ssoDocs,
  friendDocs,
  healthDocs,
  referenceDocs,
  voucherDocs,
  specialDocs,
  postDocs,
  notificationDocs,
  embedDocs,
  webhookDocs,
  vitalsDocs,
  cspReportDocs,
];

/** Contract schemas shown by name under components.schemas (wherever that very schema object is used). */
const named: [z.ZodType, string][] = [
  // Parts before the wholes they make up: a schema's first use defines its component.
  [levelSchema, 'Level'],
  [nextLevelSchema, 'NextLevel'],
  [badgeSchema, 'Badge'],
  [dailyRewardItemSchema, 'DailyRewardItem'],
  [dailyRewardWonSchema, 'DailyRewardWon'],
  [meSchema, 'Me'],
  [badgeStateSchema, 'BadgeState'],
  [specialSchema, 'Special'],
  [rewardSchema, 'Reward'],
  [redeemCheckSchema, 'RedeemCheck'],
  [rewardDetailSchema, 'RewardDetail'],
  [addressSchema, 'Address'],
  [orderSchema, 'Order'],
  [hostOrderSchema, 'HostOrder'],
  [orderActionResultSchema, 'OrderActionResult'],
  [raffleAuditSchema, 'RaffleAudit'],
  [leaderboardRowSchema, 'LeaderboardRow'],
  [leaderboardSchema, 'Leaderboard'],
  [publicConfigSchema, 'PublicConfig'],
  [redirectRuleSchema, 'RedirectRule'],
  [rewardInputSchema, 'RewardInput'],
  [consoleRewardSchema, 'ConsoleReward'],
  ...contentSchemaNames,
];

const description = `The HTTP API of Räppli. This document is generated from the schemas the handlers validate with;
the API guide explains what a schema cannot (the order of checks, idempotency, states).

- **Errors** are \`{"error": {"code", "message", "details"?}}\` with a German \`message\` and \`Cache-Control: no-store\`;
  each operation lists the codes it can answer. An unknown path → 404 \`NOT_FOUND\`; a known path with another
  method → 405 \`METHOD_NOT_ALLOWED\` with an \`Allow\` header.
- **Bodies** are JSON; an empty body counts as \`{}\`. Bodies over 64 KiB → 413.
- **Idempotency**: every write takes an \`Idempotency-Key\` header (required on spends, host events and
  adjustments — the last two also take it as the body's \`idempotency_key\`). Keys are scoped per caller and
  endpoint; the same key with the same request answers the first answer again with \`Idempotent-Replayed: true\`,
  with another request → 422 \`IDEMPOTENCY_KEY_REUSED\`.
- **Host errors** (\`/api/host/*\`) say in words for an integrator what went wrong; member endpoints speak to the member.`;

type OpenAPIObject = ReturnType<OpenApiGeneratorV31['generateDocument']>;

/** Every error the API answers (each operation names its own codes). */
const errorSchema = errorEnvelope(ERROR_CODES);

let cached: OpenAPIObject | undefined;

/** The OpenAPI 3.1 document of the whole app (built once). */
export function openApiDocument(): OpenAPIObject {
  if (cached) return cached;
  // The names go on the contract schema objects themselves, so every use of one becomes a $ref and
  // the contracts stay plain zod. (In 9.1.0 a zod `.meta({ id })` alone does not name a schema, and
  // `registry.register` names a copy, which no contract uses.)
  for (const [schema, refId] of [...named, [errorSchema, 'Error'] as const]) {
    const meta = zodToOpenAPIRegistry.get(schema);
    if (meta?._internal?.refId !== refId) zodToOpenAPIRegistry.add(schema, { ...meta, _internal: { ...meta?._internal, refId } });
  }

  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'hostBearer', {
    type: 'http',
    scheme: 'bearer',
    description: "The host site's server: `Authorization: Bearer <API_KEY>`.",
  });
  registry.registerComponent('securitySchemes', 'collectorToken', {
    type: 'apiKey',
    in: 'query',
    name: 'collector_token',
    description: "A member: the collector's token in the query (a bearer secret).",
  });
  registry.registerComponent('securitySchemes', 'ssoPair', {
    type: 'apiKey',
    in: 'query',
    name: 'hash',
    description: "The SSO pair, with `ssoPairToken`: `hash` = HMAC-SHA256 of `token`, as the host's collector calls returned them.",
  });
  registry.registerComponent('securitySchemes', 'ssoPairToken', {
    type: 'apiKey',
    in: 'query',
    name: 'token',
    description: "The SSO pair, with `ssoPair`: the member's SSO `token`.",
  });
  registry.registerComponent('securitySchemes', 'consoleSession', {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: 'A signed-in staff member of the console (session cookie; writes only from our own origin).',
  });
  for (const group of routeGroups) for (const route of group.routes) registry.registerPath(routeConfig(route, group.tag));

  // Named schemas first, so that each component is made from the schema itself, not from a use of it.
  const schemas = [...named.map(([schema]) => schema), errorSchema].map((schema) => ({ type: 'schema' as const, schema }));
  const document = new OpenApiGeneratorV31([...schemas, ...registry.definitions]).generateDocument({
    openapi: '3.1.0',
    info: { title: 'Räppli API', version: '1', description },
    servers: [{ url: '/' }],
    tags: routeGroups.map((g) => ({ name: g.tag, description: g.description })),
  });
  cached = flaglessPatterns(nullableRefs(document));
  // A coerced number accepts null (Number(null) is 0), but a query or path parameter cannot be null.
  for (const item of Object.values(cached.paths ?? {})) {
    for (const op of Object.values(item as Record<string, { parameters?: { schema?: { type?: unknown } }[] }>)) {
      for (const { schema } of op.parameters ?? []) {
        if (Array.isArray(schema?.type)) schema.type = schema.type.filter((t) => t !== 'null');
        if (Array.isArray(schema?.type) && schema.type.length === 1) schema.type = schema.type[0];
      }
    }
  }
  return cached;
}

/**
 * A nullable use of a named schema comes out of zod-to-openapi 9.1.0 as
 * `allOf: [{$ref}, {type: [..., 'null']}]`, which refuses null; this makes it `anyOf: [{$ref}, {type: 'null'}]`.
 */
function nullableRefs<T>(node: T): T {
  if (Array.isArray(node)) return node.map(nullableRefs) as T;
  if (!node || typeof node !== 'object') return node;
  const { allOf } = node as { allOf?: unknown };
  if (Array.isArray(allOf) && allOf.length === 2 && Object.keys(node).length === 1) {
    const [ref, nullable] = allOf as [Record<string, unknown>, Record<string, unknown>];
    const types = nullable.type;
    if (typeof ref.$ref === 'string' && Object.keys(nullable).length === 1 && Array.isArray(types) && types.includes('null')) {
      return { anyOf: [ref, { type: 'null' }] } as T;
    }
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, nullableRefs(value)])) as T;
}

/**
 * zod-to-openapi 9.1.0 writes a regex with flags as `source/flags` (the username's `…$/u`), a pattern
 * nothing matches; JSON Schema's patterns are read with Unicode semantics anyway, so the flags go.
 * `source` escapes every `/` of the regex, so an unescaped one before letters at the end is theirs.
 */
function flaglessPatterns<T>(node: T): T {
  if (Array.isArray(node)) return node.map(flaglessPatterns) as T;
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === 'pattern' && typeof value === 'string' ? value.replace(/(?<!\\)\/[dgimsuvy]+$/, '') : flaglessPatterns(value),
    ]),
  ) as T;
}
