import 'server-only';
import { specialDetailSchema, specialSlugParamSchema } from '@/lib/contracts/specials';
import type { RouteGroup } from './registry';

// The special's page of routes/member.ts (mounted at /api). The rules: docs/specials.md.
export const specialDocs: RouteGroup = {
  tag: 'Specials',
  description: "Special campaigns (Halloween, the Advent calendar, Black Week, the New Year resolutions week): one special's page with its kind's part.",
  routes: [
    {
      method: 'get',
      path: '/api/specials/:slug',
      summary: 'A special with its days, doors or goals and the member’s part',
      description:
        "A published special, before, while and after it runs (`GET /api/specials` lists only the running ones). `detail` is the kind's part: `halloween` → `{days, today}`, `advent` → `{doors, today}` — each day or door with its business day in TIMEZONE, `opens_at`, `closes_at`, `state` (past, today, locked) and its reward or raffle (tagged with the slug, starting that day; null while locked), with the raffle's figures and, with `collector_token`, the member's tickets or units and a drawn raffle's outcome; `today` is the open day's number or null. A kind without its own rules (`page`) answers `{}`. An unknown or unpublished slug → 404 `SPECIAL_NOT_FOUND`.",
      auth: 'public',
      optionalMember: true,
      params: specialSlugParamSchema,
      responses: { 200: { description: 'The special.', schema: specialDetailSchema } },
      errors: ['SPECIAL_NOT_FOUND'],
    },
  ],
};
