import 'server-only';
import { quizDetailSchema, quizListSchema, quizResultSchema, quizSubmissionBodySchema, quizTrialResultSchema } from '@/lib/contracts/games';
import { idempotencyHeaderSchema, idParamSchema } from '@/lib/contracts/rewards';
import type { RouteGroup } from './registry';

// Routes of routes/quizzes.ts (mounted at /api). The rules: docs/games.md, "Quizzes".
export const quizDocs: RouteGroup = {
  tag: 'Quizzes',
  description: 'Quizzes a member plays once: the questions without the correct answers, the graded submission with its Räppli, and the premium trial.',
  routes: [
    {
      method: 'get',
      path: '/api/quizzes',
      summary: 'The published quizzes, their state and whether I played them',
      description: 'By position, then id. `state` follows `starts_at` and `ends_at`; `my.correct_count` is null until the member played.',
      auth: 'member',
      responses: { 200: { description: 'The quizzes.', schema: quizListSchema } },
    },
    {
      method: 'get',
      path: '/api/quizzes/:id',
      summary: "A quiz's questions and answers, never the correct flags",
      description: 'Questions in order with their 1-based `position` and the `count`; a quiz that has not started lists no questions yet.',
      auth: 'member',
      params: idParamSchema,
      responses: { 200: { description: 'The quiz.', schema: quizDetailSchema } },
      errors: ['QUIZ_NOT_FOUND'],
    },
    {
      method: 'post',
      path: '/api/quizzes/:id/submission',
      summary: 'Play a quiz (once): the graded answers, and the Räppli of a pass',
      description:
        'Every question answered exactly once with its own answer ids (one for a single-answer question). Checks in this order: `QUIZ_NOT_FOUND`, `QUIZ_NOT_RUNNING`, `QUIZ_ALREADY_DONE`, `QUIZ_INVALID_ANSWER`. A question is right when the chosen answers are exactly the correct ones; passed = `correct_count` ≥ `pass_mark`. The same `Idempotency-Key` with the same body answers the first answer again. Anonymous members may play; opted-out members get no Räppli.',
      auth: 'member',
      params: idParamSchema,
      headers: idempotencyHeaderSchema,
      idempotency: 'own',
      body: quizSubmissionBodySchema,
      responses: {
        200: {
          description: "The result per question with the correct answers, the Räppli awarded, whether the trial is on offer, and the member's balance.",
          schema: quizResultSchema,
        },
      },
      errors: ['MISSING_IDEMPOTENCY_KEY', 'IDEMPOTENCY_KEY_REUSED', 'QUIZ_NOT_FOUND', 'QUIZ_NOT_RUNNING', 'QUIZ_ALREADY_DONE', 'QUIZ_INVALID_ANSWER'],
    },
    {
      method: 'post',
      path: '/api/quizzes/:id/trial',
      summary: 'Take the four-week premium trial a played quiz offers (once per member)',
      description:
        '28 days of premium from now, or from the end of premium time the member still has (`premium_until` of the host entitlements). The quiz must offer a trial and the member must have played it (else `TRIAL_NOT_OFFERED`); it need not still run.',
      auth: 'member-sso',
      params: idParamSchema,
      responses: { 200: { description: 'The end of the premium time.', schema: quizTrialResultSchema } },
      errors: ['QUIZ_NOT_FOUND', 'TRIAL_NOT_OFFERED', 'TRIAL_ALREADY_USED'],
    },
  ],
};
