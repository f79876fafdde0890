import 'server-only';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Config } from '@/lib/config';
import type { QuizDetail, QuizResult, QuizSubmissionBody, QuizSummary } from '@/lib/contracts/games';
import type { Db } from '@/lib/server/db/client';
import { isUniqueViolation } from '@/lib/server/db/errors';
import { collectors, quizSubmissions, quizTrials, quizzes, type QuizQuestion } from '@/lib/server/db/schema';
import { creditExpiry } from '@/lib/domain/ledger';
import { gradeSheet, quizState, sheetFits } from '@/lib/domain/quiz';
import { ApiError } from '@/lib/server/errors';
import { creditTx, lockAddressedCollector, once } from '@/lib/server/money/ledger';
import type { Answer, Idem } from '@/lib/server/money/idempotency';
import { checkLevelUp } from './progress';
import type { Collector } from './collectors';

// Quizzes (docs/games.md, Quizzes): members read published quizzes without the correct flags, play
// each once (graded here, Räppli for a pass through the money engine) and may take the four-week
// premium trial a quiz offers, once per member.

type QuizRow = typeof quizzes.$inferSelect;
type Submission = { quizId: number; correctCount: number };

/** The premium a trial gives. */
export const TRIAL_DAYS = 28;
const DAY_MS = 86_400_000;

/** A merged collector's token plays for the account it was merged into (as every write does). */
const accountOf = (collector: Collector) => collector.mergedIntoId ?? collector.id;

/** Members see a quiz while it is published and not archived. */
const visible = and(eq(quizzes.published, true), isNull(quizzes.archivedAt));

/** The questions in their order: by position, the stored order breaking ties (sort is stable). */
const ordered = (questions: readonly QuizQuestion[]) => [...questions].sort((a, b) => a.position - b.position);

function summary(row: QuizRow, mine: Submission | undefined, now: Date): QuizSummary {
  return {
    id: row.id,
    title: row.title,
    teaser: row.teaser,
    image_url: row.imageUrl,
    state: quizState(row.startsAt, row.endsAt, now),
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    questions_count: row.questions.length,
    reward_points: row.rewardPoints,
    my: { done: Boolean(mine), correct_count: mine?.correctCount ?? null },
  };
}

/**
 * The account's plays of these quizzes, with those of the anonymous collectors merged into it: a
 * quiz played before logging in counts as played (its Räppli moved with the merge).
 */
async function submissionsOf(db: Db, collectorId: number, quizIds: number[]): Promise<Map<number, Submission>> {
  if (quizIds.length === 0) return new Map();
  const players = db
    .select({ id: collectors.id })
    .from(collectors)
    .where(or(eq(collectors.id, collectorId), eq(collectors.mergedIntoId, collectorId)));
  const rows = await db
    .select({ quizId: quizSubmissions.quizId, correctCount: quizSubmissions.correctCount })
    .from(quizSubmissions)
    .where(and(inArray(quizSubmissions.collectorId, players), inArray(quizSubmissions.quizId, quizIds)))
    .orderBy(asc(quizSubmissions.id));
  return new Map(rows.map((r) => [r.quizId, r]));
}

async function visibleQuiz(db: Db, id: number): Promise<QuizRow> {
  const [row] = await db
    .select()
    .from(quizzes)
    .where(and(eq(quizzes.id, id), visible));
  if (!row) throw new ApiError('QUIZ_NOT_FOUND');
  return row;
}

/** GET /api/quizzes: published quizzes by position, each with its state and the member's play. */
export async function listQuizzes(db: Db, collector: Collector, now = new Date()): Promise<{ items: QuizSummary[] }> {
  const rows = await db.select().from(quizzes).where(visible).orderBy(asc(quizzes.position), asc(quizzes.id));
  const mine = await submissionsOf(
    db,
    accountOf(collector),
    rows.map((r) => r.id),
  );
  return { items: rows.map((r) => summary(r, mine.get(r.id), now)) };
}

/**
 * GET /api/quizzes/{id}: the questions in order with their answers' ids and texts — never which
 * answers are correct. A quiz that has not started shows none yet (only how many there will be).
 */
export async function quizDetail(db: Db, collector: Collector, id: number, now = new Date()): Promise<QuizDetail> {
  const row = await visibleQuiz(db, id);
  const mine = await submissionsOf(db, accountOf(collector), [id]);
  const head = summary(row, mine.get(id), now);
  const questions = head.state === 'not_started' ? [] : ordered(row.questions);
  const trialAvailable = row.trial && head.my.done && collector.ssoUserId !== null && !(await trialUsed(db, accountOf(collector)));
  return {
    ...head,
    pass_mark: row.passMark,
    trial: row.trial,
    trial_available: trialAvailable,
    questions: questions.map((q, i) => ({
      id: q.id,
      position: i + 1,
      count: questions.length,
      text: q.text,
      multiple: q.multiple,
      image_url: q.image_url,
      answers: q.answers.map((a) => ({ id: a.id, text: a.text })),
    })),
  };
}

async function trialUsed(tx: Db, collectorId: number): Promise<boolean> {
  const [row] = await tx.select({ id: quizTrials.collectorId }).from(quizTrials).where(eq(quizTrials.collectorId, collectorId));
  return Boolean(row);
}

/**
 * POST /api/quizzes/{id}/submission, once per Idempotency-Key (the same key answers the first
 * answer again). Under the member's lock: the quiz runs, the member has not played it, the sheet
 * fits; then it is graded, and a pass earns the quiz's Räppli (none for an opted-out member).
 */
export async function submitQuiz(db: Db, config: Config, token: string, id: number, body: QuizSubmissionBody, claim: Idem, now = new Date()): Promise<Answer> {
  try {
    return await once(db, claim, async (tx) => {
      const collector = await lockAddressedCollector(tx, token);
      const quiz = await visibleQuiz(tx, id);
      if (quizState(quiz.startsAt, quiz.endsAt, now) !== 'running') throw new ApiError('QUIZ_NOT_RUNNING');
      if ((await submissionsOf(tx, collector.id, [id])).size > 0) throw new ApiError('QUIZ_ALREADY_DONE');
      const questions = ordered(quiz.questions);
      if (!sheetFits(questions, body.answers)) throw new ApiError('QUIZ_INVALID_ANSWER');

      const grade = gradeSheet(questions, body.answers);
      const passed = grade.correct_count >= quiz.passMark;
      const points = passed && !collector.optedOutAt ? quiz.rewardPoints : 0;
      const anonymous = collector.ssoUserId === null;
      let ledgerEntryId: number | null = null;
      if (points > 0) {
        ledgerEntryId = await creditTx(tx, collector.id, {
          amount: points,
          kind: 'quiz',
          reason: 'quiz',
          params: { title: quiz.title },
          reference: `quiz:${quiz.id}`,
          idempotencyKey: `quiz:${quiz.id}`,
          expiresAt: creditExpiry(now, config.POINTS_EXPIRY_MONTHS, config.TIMEZONE),
        });
        await checkLevelUp(tx, { id: collector.id, anonymous }, collector.lifetimeEarned, collector.lifetimeEarned + points);
      }
      await tx.insert(quizSubmissions).values({
        quizId: quiz.id,
        collectorId: collector.id,
        answers: body.answers,
        correctCount: grade.correct_count,
        passed,
        pointsAwarded: points,
        ledgerEntryId,
        createdAt: now,
      });
      const response: QuizResult = {
        ...grade,
        passed,
        points_awarded: points,
        trial: { available: quiz.trial && !anonymous && !(await trialUsed(tx, collector.id)) },
        balance: collector.pointsAvailable + points,
      };
      return { status: 200, response };
    });
  } catch (err) {
    // The member's lock already serialises plays; the unique index is the last word.
    if (isUniqueViolation(err, 'quiz_submissions_quiz_member_uq')) throw new ApiError('QUIZ_ALREADY_DONE');
    throw err;
  }
}

/**
 * POST /api/quizzes/{id}/trial: four weeks of premium, once per member whichever quiz, offered on
 * the result of a quiz with a trial — so the member must have played this quiz (it need not still
 * run). Premium adds up like passes: from its current end if that is later than now.
 */
export async function takeTrial(db: Db, token: string, id: number, now = new Date()): Promise<{ premium_until: string }> {
  try {
    return await db.transaction(async (tx) => {
      const collector = await lockAddressedCollector(tx, token);
      const quiz = await visibleQuiz(tx, id);
      if (!quiz.trial) throw new ApiError('TRIAL_NOT_OFFERED');
      if (await trialUsed(tx, collector.id)) throw new ApiError('TRIAL_ALREADY_USED');
      if ((await submissionsOf(tx, collector.id, [id])).size === 0) throw new ApiError('TRIAL_NOT_OFFERED');
      const from = collector.premiumUntil && collector.premiumUntil > now ? collector.premiumUntil : now;
      const premiumUntil = new Date(from.getTime() + TRIAL_DAYS * DAY_MS);
      await tx.update(collectors).set({ premiumUntil }).where(eq(collectors.id, collector.id));
      await tx.insert(quizTrials).values({ collectorId: collector.id, quizId: quiz.id, premiumUntil, createdAt: now });
      return { premium_until: premiumUntil.toISOString() };
    });
  } catch (err) {
    if (isUniqueViolation(err, 'quiz_trials_pkey')) throw new ApiError('TRIAL_ALREADY_USED');
    throw err;
  }
}
