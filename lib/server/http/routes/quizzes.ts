import 'server-only';
import { Hono } from 'hono';
import { quizSubmissionBodySchema } from '@/lib/contracts/games';
import { idParamSchema } from '@/lib/contracts/rewards';
import type { AppEnv } from '../context';
import { answerJson } from '../idempotent';
import { handle, idempotencyKey } from '../wrapper';
import { listQuizzes, quizDetail, submitQuiz, takeTrial } from '@/lib/server/services/quizzes';
import { idem } from '@/lib/server/money/idempotency';

const noStore = { 'Cache-Control': 'no-store' };

export const quizRoutes = new Hono<AppEnv>()
  // GET /api/quizzes — the published quizzes, their state and whether I played them
  .get(
    '/quizzes',
    handle({ auth: 'member' }, async ({ c, deps, collector }) => c.json(await listQuizzes(deps.db, collector), 200, noStore)),
  )
  // GET /api/quizzes/:id — the questions and answers to play, without the correct flags
  .get(
    '/quizzes/:id',
    handle({ auth: 'member', params: idParamSchema }, async ({ c, deps, collector, params }) =>
      c.json(await quizDetail(deps.db, collector, params.id), 200, noStore),
    ),
  )
  // POST /api/quizzes/:id/submission — play a quiz once: graded, Räppli for a pass (Idempotency-Key)
  .post(
    '/quizzes/:id/submission',
    handle(
      { auth: 'member', rateLimit: 'game', idempotency: 'own', params: idParamSchema, body: quizSubmissionBodySchema },
      async ({ c, deps, collector, params, body }) => {
        // The key is the member's: its scope carries the member's id.
        const claim = idem(`quiz_submission:${collector.id}`, idempotencyKey(c), { quiz_id: params.id, ...body });
        return answerJson(c, await submitQuiz(deps.db, deps.config, collector.token, params.id, body, claim), noStore);
      },
    ),
  )
  // POST /api/quizzes/:id/trial — the four-week premium trial a played quiz offers, once per member
  .post(
    '/quizzes/:id/trial',
    handle({ auth: 'member-sso', rateLimit: 'game', params: idParamSchema }, async ({ c, deps, collector, params }) =>
      c.json(await takeTrial(deps.db, collector.token, params.id), 200, noStore),
    ),
  );
