import 'server-only';
import {
  prizewheelSchema,
  prizewheelStatsQuerySchema,
  prizewheelStatsSchema,
  spinClaimResultSchema,
  spinIdParamSchema,
  spinResultSchema,
} from '@/lib/contracts/games';
import { claimBodySchema, idempotencyHeaderSchema } from '@/lib/contracts/rewards';
import type { RouteGroup } from './registry';

// Routes of routes/prizewheel.ts (mounted at /api) and the wheel's figures in routes/console-games.ts.

export const prizewheelDocs: RouteGroup = {
  tag: 'Prize wheel',
  description:
    'The daily prize wheel (docs/games.md): one spin per business day, one more after a `retry`; the server draws among the segments still in their daily budget.',
  routes: [
    {
      method: 'get',
      path: '/api/prizewheel',
      summary: "Today's wheel and whether this member may spin",
      description:
        'Only segments whose daily budget can pay one more win and whose prize is in stock: the wheel never shows what is gone. Anonymous members see the wheel with `available: false`. `prizes` are the reward prizes the member has not claimed yet, while that is still possible (a month from the spin).',
      auth: 'member',
      responses: { 200: { description: 'The segments in order, and the spin state.', schema: prizewheelSchema } },
    },
    {
      method: 'post',
      path: '/api/prizewheel/spin',
      summary: 'Spin: the server draws the segment and books its outcome',
      description:
        'Identified members only (the SSO pair). Räppli are credited at once ("Glücksrad"); a pass becomes an order in my rewards; a reward prize is held for a month and needs `POST /api/prizewheel/spins/{spin_id}/claim`. The same `Idempotency-Key` answers the first answer again.',
      auth: 'member-sso',
      headers: idempotencyHeaderSchema,
      idempotency: 'own',
      responses: { 201: { description: 'The segment the wheel stops at, what it gave, the balance and the spin state.', schema: spinResultSchema } },
      errors: ['MISSING_IDEMPOTENCY_KEY', 'IDEMPOTENCY_KEY_REUSED', 'OPTED_OUT', 'ALREADY_SPUN', 'PRIZEWHEEL_EMPTY'],
    },
    {
      method: 'post',
      path: '/api/prizewheel/spins/:spin_id/claim',
      summary: 'Claim a reward prize of the wheel with what its delivery needs',
      description:
        'Within a month of the spin (then the unit returns to stock: `PRIZE_EXPIRED`). Sent again with the same details it answers the same; other details → `PRIZE_ALREADY_CLAIMED`.',
      auth: 'member-sso',
      params: spinIdParamSchema,
      headers: idempotencyHeaderSchema,
      idempotency: 'own',
      body: claimBodySchema,
      responses: { 200: { description: 'The order the prize became (in my rewards).', schema: spinClaimResultSchema } },
      errors: [
        'MISSING_IDEMPOTENCY_KEY',
        'IDEMPOTENCY_KEY_REUSED',
        'SPIN_NOT_FOUND',
        'NOT_A_PRIZE',
        'MISSING_FIELDS',
        'PRIZE_EXPIRED',
        'PRIZE_ALREADY_CLAIMED',
      ],
    },
    {
      method: 'get',
      path: '/api/console/prizewheel/stats',
      summary: 'Spins and outcomes per business day',
      description: 'The last `days` business days, newest first: spins, members who spun, Räppli given, spins by outcome.',
      auth: 'console',
      roles: ['editor'],
      query: prizewheelStatsQuerySchema,
      responses: { 200: { description: 'One row per day.', schema: prizewheelStatsSchema } },
    },
  ],
};
