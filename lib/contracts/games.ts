import './zod-setup';
import { z } from 'zod';
import { PRIZE_NEEDS } from '@/lib/domain/redeem';
import { validationText } from './zod-de';
import { addressNumber, instant, wholeNumber, pictureField } from './fields';

// Games (docs/games.md): the daily prize wheel and quizzes — what members and editors send and get.

const iso = z.string();

// ---- Prize wheel -----------------------------------------------------------------------------

export const SEGMENT_KINDS = ['points', 'pass', 'reward', 'nothing', 'retry'] as const;
export const segmentKindSchema = z.enum(SEGMENT_KINDS);
export type SegmentKind = z.infer<typeof segmentKindSchema>;

export const segmentSchema = z.object({
  id: z.number(),
  kind: segmentKindSchema,
  label: z.string(),
  /** points: the Räppli; otherwise null. */
  amount: z.number().nullable(),
  /** pass and reward: the reward it gives; otherwise null. */
  reward_id: z.number().nullable(),
  image_url: z.string().nullable(),
});
export type Segment = z.infer<typeof segmentSchema>;

export const spinStateSchema = z.object({
  /** The member may spin now (identified, not spun today, or a retry left). */
  available: z.boolean(),
  /** When the next spin is possible (the next business day), if not now; null for anonymous members. */
  next_spin_at: iso.nullable(),
});
export type SpinState = z.infer<typeof spinStateSchema>;

/** A reward prize the member won and has not claimed yet, while it can still be claimed. */
export const pendingPrizeSchema = z.object({
  spin_id: z.string(),
  reward_id: z.number(),
  title: z.string(),
  /** What the claim asks for (PRIZE_ADDRESS_FIELDS, or the e-mail). */
  needs: z.enum(PRIZE_NEEDS),
  claim_until: iso,
});
export type PendingPrize = z.infer<typeof pendingPrizeSchema>;

// GET /api/prizewheel?collector_token=
export const prizewheelSchema = z.object({ segments: z.array(segmentSchema), spin: spinStateSchema, prizes: z.array(pendingPrizeSchema) });
export type Prizewheel = z.infer<typeof prizewheelSchema>;

// POST /api/prizewheel/spin (header Idempotency-Key), an empty body
export const spinResultSchema = z.object({
  spin_id: z.string(),
  segment_id: z.number(),
  outcome: z.object({
    kind: segmentKindSchema,
    amount: z.number().nullable(),
    reward_id: z.number().nullable(),
    /** pass: the order in my rewards; a reward prize gets its order when claimed. */
    order_id: z.number().nullable(),
    /** reward: the prize waits for the member's address (POST …/spins/{spin_id}/claim) within a month. */
    claim_required: z.boolean(),
    /** reward: until when it can be claimed. */
    claim_until: iso.nullable(),
  }),
  balance: z.number(),
  spin: spinStateSchema,
});
export type SpinResult = z.infer<typeof spinResultSchema>;
export const spinIdParamSchema = z.object({ spin_id: z.uuid() });

// POST /api/prizewheel/spins/{spin_id}/claim → the order the prize became
export const spinClaimResultSchema = z.object({ spin_id: z.string(), order_id: z.number() });
export type SpinClaimResult = z.infer<typeof spinClaimResultSchema>;

const text = (max: number) => z.string().trim().max(max, validationText.maxChars(max));
const picture = pictureField();

// The console: /api/console/prizewheel/segments (content engine, docs/console.md, Content)
export const segmentInputSchema = z
  .strictObject({
    label: text(40).min(1, validationText.required),
    kind: segmentKindSchema,
    amount: z.number().int().min(1).max(100_000).nullable().default(null),
    reward_id: z.number().int().positive().nullable().default(null),
    /** Its share of the draw among the segments still in budget. */
    weight: z.number().int().min(1).max(1_000_000),
    /** Per business day: Räppli handed out (points) or prizes given (pass, reward); null: no limit. */
    daily_budget: z.number().int().min(1).max(10_000_000).nullable().default(null),
    image_url: picture.nullable().default(null),
    position: z.number().int().min(0).max(100_000).default(0),
  })
  .superRefine((s, ctx) => {
    if ((s.kind === 'points') !== (s.amount !== null)) ctx.addIssue({ code: 'custom', path: ['amount'], message: validationText.segmentAmount });
    if ((s.kind === 'pass' || s.kind === 'reward') !== (s.reward_id !== null))
      ctx.addIssue({ code: 'custom', path: ['reward_id'], message: validationText.segmentReward });
  });
export type SegmentInput = z.infer<typeof segmentInputSchema>;

// GET /api/console/prizewheel/stats?days= — spins and outcomes per business day
export const prizewheelStatsQuerySchema = z.object({ days: addressNumber(wholeNumber().min(1).max(90)).default(14) });
export const prizewheelStatsSchema = z.object({
  days: z.array(
    z.object({
      day: z.string(),
      spins: z.number(),
      members: z.number(),
      points: z.number(),
      by_kind: z.record(segmentKindSchema, z.number()),
    }),
  ),
});
export type PrizewheelStats = z.infer<typeof prizewheelStatsSchema>;

// ---- Quizzes ---------------------------------------------------------------------------------

export const QUIZ_STATES = ['not_started', 'running', 'over'] as const;
export const quizStateSchema = z.enum(QUIZ_STATES);

const myQuizSchema = z.object({ done: z.boolean(), correct_count: z.number().nullable() });

// GET /api/quizzes?collector_token=
export const quizSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  teaser: z.string(),
  image_url: z.string().nullable(),
  state: quizStateSchema,
  starts_at: iso.nullable(),
  ends_at: iso.nullable(),
  questions_count: z.number(),
  reward_points: z.number(),
  my: myQuizSchema,
});
export type QuizSummary = z.infer<typeof quizSummarySchema>;
export const quizListSchema = z.object({ items: z.array(quizSummarySchema) });

// GET /api/quizzes/{id}?collector_token= — never the correct flags
export const quizDetailSchema = quizSummarySchema.extend({
  pass_mark: z.number(),
  trial: z.boolean(),
  /** This member may take the trial now: the quiz offers it, they played it, are identified and have not used one. */
  trial_available: z.boolean(),
  questions: z.array(
    z.object({
      id: z.number(),
      /** 1-based place, and how many questions there are ("Frage 2 von 5"). */
      position: z.number(),
      count: z.number(),
      text: z.string(),
      multiple: z.boolean(),
      image_url: z.string().nullable(),
      answers: z.array(z.object({ id: z.number(), text: z.string() })),
    }),
  ),
});
export type QuizDetail = z.infer<typeof quizDetailSchema>;

// POST /api/quizzes/{id}/submission (header Idempotency-Key)
export const quizSubmissionBodySchema = z.strictObject({
  answers: z
    .array(z.strictObject({ question_id: z.number().int().positive(), answer_ids: z.array(z.number().int().positive()).min(1).max(20) }))
    .min(1)
    .max(100),
});
export type QuizSubmissionBody = z.infer<typeof quizSubmissionBodySchema>;
export const quizResultSchema = z.object({
  correct_count: z.number(),
  questions_count: z.number(),
  passed: z.boolean(),
  points_awarded: z.number(),
  results: z.array(z.object({ question_id: z.number(), correct: z.boolean(), correct_answer_ids: z.array(z.number()) })),
  /** The four-week premium trial: offered by this quiz, and not taken by this member yet. */
  trial: z.object({ available: z.boolean() }),
  balance: z.number(),
});
export type QuizResult = z.infer<typeof quizResultSchema>;

// POST /api/quizzes/{id}/trial
export const quizTrialResultSchema = z.object({ premium_until: iso });

// The console: /api/console/quizzes (content engine). Ids of questions and answers are the
// editor's, unique within the quiz; a submission names them.
const quizAnswerInput = z.strictObject({ id: z.number().int().positive(), text: text(200).min(1, validationText.required), correct: z.boolean() });
const quizQuestionInput = z.strictObject({
  id: z.number().int().positive(),
  text: text(300).min(1, validationText.required),
  multiple: z.boolean().default(false),
  image_url: picture.nullable().default(null),
  answers: z.array(quizAnswerInput).min(2).max(8),
});
export const quizInputSchema = z
  .strictObject({
    title: text(120).min(1, validationText.required),
    teaser: text(300).min(1, validationText.required),
    image_url: picture.nullable().default(null),
    starts_at: instant().nullable().default(null),
    ends_at: instant().nullable().default(null),
    questions: z.array(quizQuestionInput).min(1).max(50),
    /** Correct answers needed to pass. */
    pass_mark: z.number().int().min(0).max(50),
    reward_points: z.number().int().min(0).max(100_000).default(0),
    trial: z.boolean().default(false),
    position: z.number().int().min(0).max(100_000).default(0),
  })
  .superRefine((q, ctx) => {
    if (q.starts_at && q.ends_at && new Date(q.ends_at) <= new Date(q.starts_at))
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: validationText.endsBeforeStart });
    if (q.pass_mark > q.questions.length) ctx.addIssue({ code: 'custom', path: ['pass_mark'], message: validationText.passMark });
    const questionIds = new Set<number>();
    const answerIds = new Set<number>();
    q.questions.forEach((question, i) => {
      if (questionIds.has(question.id)) ctx.addIssue({ code: 'custom', path: ['questions', i, 'id'], message: validationText.uniqueIds });
      questionIds.add(question.id);
      const correct = question.answers.filter((a) => a.correct).length;
      if (correct === 0 || (!question.multiple && correct > 1))
        ctx.addIssue({ code: 'custom', path: ['questions', i, 'answers'], message: validationText.correctAnswers });
      question.answers.forEach((a, j) => {
        if (answerIds.has(a.id)) ctx.addIssue({ code: 'custom', path: ['questions', i, 'answers', j, 'id'], message: validationText.uniqueIds });
        answerIds.add(a.id);
      });
    });
  });
export type QuizInput = z.infer<typeof quizInputSchema>;
