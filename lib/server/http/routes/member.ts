import 'server-only';
import { Hono } from 'hono';
import { actionBodySchema } from '@/lib/contracts/me';
import { publicConfig } from '@/lib/config';
import type { AppEnv } from '../context';
import { handle } from '../wrapper';
import { meByToken } from '@/lib/server/services/me';
import { ApiError } from '@/lib/server/errors';
import { recordAction } from '@/lib/server/services/visits';
import { activitiesOf, badgeStates } from '@/lib/server/services/activities';
import { dailyRewardOn, listDailyRewardItems } from '@/lib/server/services/daily-rewards';
import { markOnboardingSeen, optIn, optOut } from '@/lib/server/services/membership';
import { activitiesQuerySchema, optInBodySchema, optOutBodySchema, sawOnboardBodySchema } from '@/lib/contracts/loyalty';
import { businessDay } from '@/lib/domain/business-time';
import { listSpecials, specialDetail } from '@/lib/server/services/specials';
import { specialSlugParamSchema } from '@/lib/contracts/specials';
import { listRedirectRules } from '@/lib/server/services/redirects';

const noStore = { 'Cache-Control': 'no-store' };

export const member = new Hono<AppEnv>()
  // GET /api/me — the member's session data (docs/product.md §7.2)
  .get(
    '/me',
    // The hot path: its one read (me.sql) is the member's lookup.
    handle({ auth: 'member', lookupInCall: true }, async ({ c, deps, caller }) => {
      const me = await meByToken(deps.db, deps.config, caller.token);
      if (!me) throw new ApiError('COLLECTOR_NOT_FOUND');
      return c.json(me, 200, noStore);
    }),
  )
  // GET /api/me/sso — whether the address's SSO pair fits this member: what the member's own actions
  // (redeem, cancel, coupon, pass, prize claim) would refuse for it, found when the page opens
  .get(
    '/me/sso',
    handle({ auth: 'public', optionalMember: true }, async ({ c, member }) => {
      if (!member) throw new ApiError('MISSING_COLLECTOR_TOKEN');
      return c.json({ problem: member.ssoProblem }, 200, noStore);
    }),
  )
  // POST /api/actions — record a member action such as the layerVisit of each visit
  .post(
    '/actions',
    handle({ auth: 'member', body: actionBodySchema }, async ({ c, deps, collector, body }) =>
      c.json(await recordAction(deps.db, deps.config, collector.id, body), 201, noStore),
    ),
  )
  // GET /api/me/activities — the points statement (newest first, paged) and the top activities
  .get(
    '/me/activities',
    handle({ auth: 'member', query: activitiesQuerySchema }, async ({ c, deps, collector, query }) =>
      c.json(await activitiesOf(deps.db, collector.id, query), 200, noStore),
    ),
  )
  // GET /api/badges — every badge, earned or still locked for this member
  .get(
    '/badges',
    handle({ auth: 'member' }, async ({ c, deps, collector }) => c.json(await badgeStates(deps.db, collector.id), 200, noStore)),
  )
  // GET /api/dailyRewards — the items a daily reward is drawn from
  .get(
    '/dailyRewards',
    handle({ auth: 'member' }, async ({ c, deps }) => c.json(await listDailyRewardItems(deps.db), 200, noStore)),
  )
  // GET /api/me/dailyreward — the reward this member won today (null if none)
  .get(
    '/me/dailyreward',
    handle({ auth: 'member' }, async ({ c, deps, collector }) =>
      c.json(await dailyRewardOn(deps.db, collector.id, businessDay(new Date(), deps.config.TIMEZONE)), 200, noStore),
    ),
  )
  // POST /api/me/sawOnboard — the onboarding slideshow was seen; it does not return
  .post(
    '/me/sawOnboard',
    handle({ auth: 'member', body: sawOnboardBodySchema }, async ({ c, deps, collector, body }) => {
      await markOnboardingSeen(deps.db, collector.id, body.type);
      return c.json({ ok: true }, 200, noStore);
    }),
  )
  // POST /api/me/optOut — the member leaves Räppli and earns nothing more. Their own act: the SSO
  // pair, not the collector token alone, which pages and links carry (docs/api.md, "Auth modes").
  .post(
    '/me/optOut',
    handle({ auth: 'member-sso', body: optOutBodySchema }, async ({ c, deps, collector, body }) =>
      c.json({ opted_out_at: await optOut(deps.db, collector.id, body.reason) }, 200, noStore),
    ),
  )
  // POST /api/me/optIn — the member comes back: the opt-out ends, they earn again
  .post(
    '/me/optIn',
    handle({ auth: 'member-sso', body: optInBodySchema }, async ({ c, deps, collector }) => c.json(await optIn(deps.db, collector.id, 'member'), 200, noStore)),
  )
  // GET /api/specials — the running special campaigns
  .get(
    '/specials',
    handle({ auth: 'member' }, async ({ c, deps }) => c.json(await listSpecials(deps.db), 200, noStore)),
  )
  // GET /api/specials/:slug — a special with its kind's days, doors or goals and the member's part
  .get(
    '/specials/:slug',
    handle({ auth: 'public', optionalMember: true, params: specialSlugParamSchema }, async ({ c, deps, params, member }) =>
      c.json(await specialDetail(deps.db, deps.config, params.slug, member?.collector.id ?? null), 200, noStore),
    ),
  )
  // GET /api/config — the settings the browser may see (nothing secret)
  .get(
    '/config',
    handle({ auth: 'public' }, ({ c, deps }) => c.json(publicConfig(deps.config), 200, { 'Cache-Control': 'public, max-age=60' })),
  )
  // GET /api/redirects — redirect rules by path, read (and cached) by proxy.ts
  .get(
    '/redirects',
    handle({ auth: 'public' }, async ({ c, deps }) => c.json(await listRedirectRules(deps.db), 200, noStore)),
  );
