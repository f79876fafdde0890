import 'server-only';
import { z } from 'zod';
import { consoleListQuerySchema } from '@/lib/contracts/console';
import {
  CONTENT_INPUTS,
  CONTENT_RESOURCES,
  consoleItemSchema,
  consoleRaffleListSchema,
  consoleRaffleSchema,
  contentApiPath,
  contentKeyParamSchema,
  type ContentResource,
} from '@/lib/contracts/console-content';
import { idParamSchema } from '@/lib/contracts/rewards';
import type { RouteDoc, RouteGroup } from './registry';

// Routes of routes/console-content.ts and the raffle routes of routes/console-rewards.ts
// (mounted at /api/console): the configuration editors keep (docs/console.md, Content; Raffles).

const editors = ['editor'] as const;

/** What each resource is, in one line of the reference. */
const WHAT: Record<ContentResource, string> = {
  'earning-rules': 'earning rules (step → Räppli, caps per business day, week and lifetime, dedupe field); named by their step',
  levels: 'levels (name, lifetime threshold, picture)',
  badges: 'badges (slug, name, picture, the rule that awards them)',
  'daily-rewards': 'the daily reward items (Räppli, weight in the draw)',
  redirects: 'redirect rules of the web view (exact path or prefix `/*`, target, permanent)',
  specials: 'special campaigns (slug, title, menu link, schedule, content blocks)',
  'prizewheel-segments': "the prize wheel's segments (label, kind, Räppli or reward, weight, daily budget, picture)",
  quizzes: 'quizzes (title, teaser, schedule, questions with their answers and correct flags, pass mark, reward, trial)',
  'voucher-campaigns':
    'voucher campaigns (title, single-use codes or one shared code, Räppli or a reward, window, maximum redemptions, limit per member); their codes: `/api/console/voucher-campaigns/{id}/codes`',
  posts: 'posts (title, teaser, picture, Markdown body, publish time, links to rewards and specials)',
  faq: 'FAQ sections (title, position, questions with their anchor and Markdown answer, in order)',
  notifications:
    "editors' notification popups (title, text, picture, action label and link, audience, window), shown at `/notification/detail/{id}`; preview: `/api/console/notifications/{id}/preview`",
};

/** What a resource's create and edit may refuse besides the input's own checks. */
const REFUSALS: Partial<Record<ContentResource, string>> = {
  'prizewheel-segments':
    ' A pass segment needs a reward delivered as «custom», a reward segment a reward to buy (not archived): otherwise 400 `VALIDATION_FAILED` on `reward_id`.',
  'voucher-campaigns':
    ' A reward must be one to buy that needs no address (coupon, custom pass, digital, external), not archived: otherwise 400 `VALIDATION_FAILED` on `reward_id`. The kind (single or shared) is fixed once created.',
  posts:
    ' Each link must name a reward or special that is not archived: otherwise 400 `VALIDATION_FAILED` on `links.N`. Publishing a post without `publish_at` sets it to now.',
  faq: " A question's `slug` is its anchor (`/me/faq#slug`) and unique in the whole FAQ: one taken by another section (not archived, live or draft) → 400 `VALIDATION_FAILED` on `items.N.slug`.",
};

/** Each resource's item once, so the document names it (and its input) instead of repeating it in every route. */
const ITEMS = Object.fromEntries(
  CONTENT_RESOURCES.map((r) => [r, consoleItemSchema(CONTENT_INPUTS[r], r === 'earning-rules' ? z.string() : z.number())]),
) as unknown as Record<ContentResource, z.ZodType>;
const pascal = (r: string) => r.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase());
/** The components these routes use (document.ts): `LevelsInput`, `LevelsItem`, … */
export const contentSchemaNames: [z.ZodType, string][] = CONTENT_RESOURCES.flatMap((r) => [
  [CONTENT_INPUTS[r], `${pascal(r)}Input`] as [z.ZodType, string],
  [ITEMS[r], `${pascal(r)}Item`] as [z.ZodType, string],
]);

function resourceDocs(resource: ContentResource): RouteDoc[] {
  const input = CONTENT_INPUTS[resource];
  const item = { description: 'The item as editors see it: what members see (`live`), the pending `draft`, its status.', schema: ITEMS[resource] };
  const path = `/api/console${contentApiPath(resource)}`;
  const common = { auth: 'console', roles: editors } as const;
  const act = (name: 'publish' | 'unpublish' | 'archive', summary: string): RouteDoc => ({
    method: 'post',
    path: `${path}/:key/${name}`,
    summary,
    description:
      'What members see changes at once (cached rules and rendered pages are dropped; redirect rules within REDIRECT_CACHE_MS). A pending draft is applied first.',
    ...common,
    params: contentKeyParamSchema,
    responses: { 200: item },
    errors: ['CONTENT_NOT_FOUND', 'CONTENT_ARCHIVED', 'CONTENT_CONFLICT'],
  });
  return [
    {
      method: 'get',
      path,
      summary: `List ${WHAT[resource]}`,
      description: 'In their order, searched (`q`); archived ones only with `archived=true`.',
      ...common,
      query: consoleListQuerySchema,
      responses: { 200: { description: 'A page and the total.', schema: z.object({ items: z.array(ITEMS[resource]), total: z.number() }) } },
    },
    {
      method: 'post',
      path,
      summary: `Create one of the ${resource} (not published)`,
      ...(REFUSALS[resource] ? { description: REFUSALS[resource]!.trim() } : {}),
      ...common,
      body: input,
      responses: { 201: item },
      errors: ['CONTENT_CONFLICT'],
    },
    {
      method: 'get',
      path: `${path}/:key`,
      summary: `One of the ${resource}, with its pending draft`,
      ...common,
      params: contentKeyParamSchema,
      responses: { 200: item },
      errors: ['CONTENT_NOT_FOUND'],
    },
    {
      method: 'put',
      path: `${path}/:key`,
      summary: `Edit one of the ${resource}`,
      description: `In place while unpublished; once published the edit is kept as the draft until it is published.${REFUSALS[resource] ?? ''}`,
      ...common,
      params: contentKeyParamSchema,
      body: input,
      responses: { 200: item },
      errors: ['CONTENT_NOT_FOUND', 'CONTENT_ARCHIVED', 'CONTENT_CONFLICT'],
    },
    act('publish', `Publish one of the ${resource}, or its pending draft`),
    act('unpublish', `Take one of the ${resource} offline`),
    act('archive', `Archive one of the ${resource} for good`),
  ];
}

export const consoleContentDocs: RouteGroup = {
  tag: 'Console content',
  description: 'What editors configure besides rewards, each edited as a draft and published explicitly (cookie `raeppli_console`, role editor or admin).',
  routes: [
    ...CONTENT_RESOURCES.flatMap(resourceDocs),
    {
      method: 'get',
      path: '/api/console/raffles',
      summary: 'Raffles with their tickets and the state of their draw',
      description: 'Latest end first, searched by title (`q`); `audit_path` is the public page with the seed, entries and winners.',
      auth: 'console',
      roles: editors,
      query: consoleListQuerySchema,
      responses: { 200: { description: 'A page and the total.', schema: consoleRaffleListSchema } },
    },
    {
      method: 'post',
      path: '/api/console/raffles/:id/draw',
      summary: 'Draw a raffle that is over, now',
      description: 'The same one-time draw the periodic job and `POST /api/host/raffles/{id}/draw` run: a repeat answers the raffle as drawn.',
      auth: 'console',
      roles: editors,
      params: idParamSchema,
      responses: { 200: { description: 'The raffle, drawn.', schema: consoleRaffleSchema } },
      errors: ['REWARD_NOT_FOUND', 'RAFFLE_NOT_OVER'],
    },
  ],
};
