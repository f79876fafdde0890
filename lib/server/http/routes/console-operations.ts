import 'server-only';
import { Hono } from 'hono';
import {
  consoleAdjustmentBodySchema,
  consoleOrdersQuerySchema,
  consolePageQuerySchema,
  memberSearchQuerySchema,
  memberTokenParamSchema,
} from '@/lib/contracts/console';
import { idParamSchema, orderStateBodySchema } from '@/lib/contracts/rewards';
import type { AppEnv } from '../context';
import { answerJson } from '../idempotent';
import { handle, idempotencyKey } from '../wrapper';
import {
  consoleAdjust,
  consoleMoveOrder,
  consoleOptIn,
  consoleOrders,
  findMembers,
  memberDetail,
  memberOrders,
  memberStatement,
  shippingCsv,
} from '@/lib/server/console/operations';
import { liability } from '@/lib/server/console/liability';
import { checkCode } from '@/lib/server/console/vouchers';
import { voucherCodeCheckBodySchema } from '@/lib/contracts/vouchers';
import { optInBodySchema } from '@/lib/contracts/loyalty';
import { eraseMember, exportMember } from '@/lib/server/console/privacy';
import { avatarStore } from './sso';
import { supportToken } from '@/lib/domain/support-token';

// What operators do (docs/console.md, Orders, Members): the order queue, the shipping list, member
// help and adjustments.

const noStore = { 'Cache-Control': 'no-store' };
const operators = ['operator'] as const;

export const consoleOperationRoutes = new Hono<AppEnv>()
  // GET /api/console/orders — the queue, oldest first, by state, delivery and reward
  .get(
    '/orders',
    handle({ auth: 'console', roles: operators, query: consoleOrdersQuerySchema }, async ({ c, deps, query }) =>
      c.json(await consoleOrders(deps.db, query), 200, noStore),
    ),
  )
  // GET /api/console/orders.csv — the shipping addresses of the queue's orders, for the dispatch
  .get(
    '/orders.csv',
    handle({ auth: 'console', roles: operators, query: consoleOrdersQuerySchema }, async ({ c, deps, query }) => {
      const csv = await shippingCsv(deps.db, query, deps.config.TIMEZONE);
      return c.body(csv, 200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="versand.csv"', ...noStore });
    }),
  )
  // POST /api/console/orders/:id/state — sent / ready for pickup / picked up / cancel (Räppli back)
  .post(
    '/orders/:id/state',
    handle({ auth: 'console', roles: operators, params: idParamSchema, body: orderStateBodySchema }, async ({ c, deps, staff, params, body }) =>
      c.json(await consoleMoveOrder(deps.db, staff.id, params.id, body.event), 200, noStore),
    ),
  )
  // GET /api/console/members?q= — by support token, collector token, e-mail address or username
  .get(
    '/members',
    handle({ auth: 'console', roles: operators, query: memberSearchQuerySchema }, async ({ c, deps, query }) =>
      c.json(await findMembers(deps.db, query.q), 200, noStore),
    ),
  )
  // GET /api/console/members/:collector_token — balance, statement, orders, badges
  .get(
    '/members/:collector_token',
    handle({ auth: 'console', roles: operators, params: memberTokenParamSchema }, async ({ c, deps, params }) =>
      c.json(await memberDetail(deps.db, params.collector_token), 200, noStore),
    ),
  )
  // GET /api/console/members/:collector_token/statement?before= — older statement lines («Ältere Buchungen laden»)
  .get(
    '/members/:collector_token/statement',
    handle({ auth: 'console', roles: operators, params: memberTokenParamSchema, query: consolePageQuerySchema }, async ({ c, deps, params, query }) =>
      c.json(await memberStatement(deps.db, params.collector_token, query), 200, noStore),
    ),
  )
  // GET /api/console/members/:collector_token/orders?before= — older orders («Ältere Bestellungen laden»)
  .get(
    '/members/:collector_token/orders',
    handle({ auth: 'console', roles: operators, params: memberTokenParamSchema, query: consolePageQuerySchema }, async ({ c, deps, params, query }) =>
      c.json(await memberOrders(deps.db, params.collector_token, query), 200, noStore),
    ),
  )
  // POST /api/console/members/:collector_token/adjustments — credit or debit with a reason (Idempotency-Key)
  .post(
    '/members/:collector_token/adjustments',
    handle(
      { auth: 'console', roles: operators, idempotency: 'own', params: memberTokenParamSchema, body: consoleAdjustmentBodySchema },
      async ({ c, deps, staff, params, body }) => {
        return answerJson(c, await consoleAdjust(deps.db, deps.config, staff.id, params.collector_token, body, idempotencyKey(c)), noStore);
      },
    ),
  )
  // POST /api/console/members/:collector_token/opt-in — «Wieder aufnehmen»: the member's opt-out ends
  .post(
    '/members/:collector_token/opt-in',
    handle({ auth: 'console', roles: operators, params: memberTokenParamSchema, body: optInBodySchema }, async ({ c, deps, staff, params }) =>
      c.json(await consoleOptIn(deps.db, staff.id, params.collector_token), 200, noStore),
    ),
  )
  // POST /api/console/voucher-codes/check — a code a member names: its campaign, whether it still works, who redeemed it
  .post(
    '/voucher-codes/check',
    handle({ auth: 'console', roles: operators, body: voucherCodeCheckBodySchema }, async ({ c, deps, body }) =>
      c.json(await checkCode(deps.db, body.code), 200, noStore),
    ),
  )
  // GET /api/console/liability — what the publisher owes in Räppli, what expires when, the last 12 months
  .get(
    '/liability',
    handle({ auth: 'console', roles: operators }, async ({ c, deps }) => c.json(await liability(deps.db, deps.config.TIMEZONE), 200, noStore)),
  )
  // GET /api/console/members/:collector_token/export — everything stored about the member (data protection)
  .get(
    '/members/:collector_token/export',
    handle({ auth: 'console', roles: operators, params: memberTokenParamSchema }, async ({ c, deps, staff, params }) =>
      c.json(await exportMember(deps.db, staff.id, params.collector_token), 200, {
        ...noStore,
        'Content-Disposition': `attachment; filename="raeppli-${supportToken(params.collector_token)}.json"`,
      }),
    ),
  )
  // POST /api/console/members/:collector_token/erase — personal data removed, ledger amounts kept (admin)
  .post(
    '/members/:collector_token/erase',
    handle({ auth: 'console', roles: ['admin'], params: memberTokenParamSchema }, async ({ c, deps, staff, params }) =>
      c.json(await eraseMember(deps.db, staff.id, params.collector_token, avatarStore(deps.config)), 200, noStore),
    ),
  );
