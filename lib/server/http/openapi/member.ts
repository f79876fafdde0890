import 'server-only';
import { z } from 'zod';
import { actionBodySchema, meSchema, specialSchema, ssoCheckSchema } from '@/lib/contracts/me';
import {
  actionResultSchema,
  activitiesQuerySchema,
  activitiesSchema,
  badgeStateSchema,
  dailyRewardItemSchema,
  dailyRewardWonSchema,
  optInBodySchema,
  optInResultSchema,
  optOutBodySchema,
  optOutResultSchema,
  sawOnboardBodySchema,
  sawOnboardResultSchema,
} from '@/lib/contracts/loyalty';
import { publicConfigSchema, redirectRulesSchema } from '@/lib/contracts/config';
import type { RouteGroup } from './registry';

// Routes of routes/member.ts (mounted at /api).
export const memberDocs: RouteGroup = {
  tag: 'Member',
  description: 'What the web view asks for a member, by `collector_token`, and the public settings.',
  routes: [
    {
      method: 'get',
      path: '/api/me',
      summary: "The member's session data",
      description: 'Level follows lifetime earned Räppli, never the balance; internal `meta` keys (starting with `_`) are hidden.',
      auth: 'member',
      responses: { 200: { description: 'The member.', schema: meSchema } },
    },
    {
      method: 'get',
      path: '/api/me/sso',
      summary: "Whether the address's SSO pair fits this member",
      description: '`problem` is what every member-sso call would refuse with this pair, or null when it fits. The `collector_token` is required.',
      auth: 'public',
      optionalMember: true,
      security: [{ collectorToken: [] }, { collectorToken: [], ssoPair: [], ssoPairToken: [] }],
      responses: { 200: { description: 'The pair checked.', schema: ssoCheckSchema } },
      errors: ['MISSING_COLLECTOR_TOKEN'],
    },
    {
      method: 'post',
      path: '/api/actions',
      summary: 'Record a member action (e.g. the layerVisit of each visit)',
      description:
        'Only a `layerVisit` pays anything: the first of a business day pays the `dailyVisit` rule and, for an identified member, draws the daily reward.',
      auth: 'member',
      body: actionBodySchema,
      responses: { 201: { description: 'The recorded action and what it paid.', schema: actionResultSchema } },
    },
    {
      method: 'get',
      path: '/api/me/activities',
      summary: 'The points statement (newest first, paged) and the top activities',
      auth: 'member',
      query: activitiesQuerySchema,
      responses: { 200: { description: 'One page of the statement.', schema: activitiesSchema } },
    },
    {
      method: 'get',
      path: '/api/badges',
      summary: 'Every badge, earned or still locked',
      auth: 'member',
      responses: { 200: { description: 'All badges by position (`earned_at` null: locked).', schema: z.array(badgeStateSchema) } },
    },
    {
      method: 'get',
      path: '/api/dailyRewards',
      summary: 'The items a daily reward is drawn from',
      auth: 'member',
      responses: { 200: { description: 'The active items by position (weights are not exposed).', schema: z.array(dailyRewardItemSchema) } },
    },
    {
      method: 'get',
      path: '/api/me/dailyreward',
      summary: 'The daily reward won today',
      auth: 'member',
      responses: { 200: { description: "Today's reward (business day), or null.", schema: dailyRewardWonSchema.nullable() } },
    },
    {
      method: 'post',
      path: '/api/me/sawOnboard',
      summary: 'An onboarding slideshow was seen',
      description: '`/api/me` `meta` then carries `onboarding_<type>`.',
      auth: 'member',
      body: sawOnboardBodySchema,
      responses: { 200: { description: 'Recorded.', schema: sawOnboardResultSchema } },
    },
    {
      method: 'post',
      path: '/api/me/optOut',
      summary: 'Leave Räppli: earn nothing more',
      description:
        "The member's own act: the SSO pair is required (the collector token alone → 401 `MISSING_HASH_TOKEN`; anonymous → 403 `ANONYMOUS_NOT_ALLOWED`). Again → the first time, unchanged. The balance stays; `POST /api/me/optIn` ends it.",
      auth: 'member-sso',
      body: optOutBodySchema,
      responses: { 200: { description: 'When the member opted out.', schema: optOutResultSchema } },
    },
    {
      method: 'post',
      path: '/api/me/optIn',
      summary: 'Come back to Räppli: the opt-out ends',
      description:
        'No body (empty or `{}`). The member earns again from now on; balance, statement, level and badges are as they were, and what was not earned while opted out stays unearned. Idempotent: a member who is not opted out gets `was_opted_out_at: null` and nothing changes. `member.opted_in` is sent (`by: "member"`). An erased account → 409 `MEMBER_ERASED`.',
      auth: 'member-sso',
      body: optInBodySchema,
      responses: { 200: { description: 'The opt-out ended (or there was none).', schema: optInResultSchema } },
      errors: ['MEMBER_ERASED'],
    },
    {
      method: 'get',
      path: '/api/specials',
      summary: 'The running special campaigns',
      auth: 'member',
      responses: { 200: { description: 'Published specials running now, by position.', schema: z.array(specialSchema) } },
    },
    {
      method: 'get',
      path: '/api/config',
      summary: 'The settings the browser may see',
      description: 'Never contains a secret. `Cache-Control: public, max-age=60`.',
      auth: 'public',
      responses: { 200: { description: 'The public settings.', schema: publicConfigSchema } },
    },
    {
      method: 'get',
      path: '/api/redirects',
      summary: 'The redirect rules (read by proxy.ts)',
      auth: 'public',
      responses: { 200: { description: 'The rules, ordered by path.', schema: redirectRulesSchema } },
    },
  ],
};
