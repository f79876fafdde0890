// Quiz rules (docs/games.md, Quizzes): when a quiz runs, whether an answer sheet fits the quiz,
// and how it is graded. Pure: the service passes the quiz's questions and the clock.

export type QuizState = 'not_started' | 'running' | 'over';

/** A question as grading needs it: its answers and which of them are correct. */
export type GradedQuestion = { id: number; multiple: boolean; answers: readonly { id: number; correct: boolean }[] };

export type SheetAnswer = { question_id: number; answer_ids: readonly number[] };

export type QuestionResult = { question_id: number; correct: boolean; correct_answer_ids: number[] };

export type Grade = { correct_count: number; questions_count: number; results: QuestionResult[] };

/** Not started before `startsAt`, over from `endsAt` on; no date means no limit on that side. */
export function quizState(startsAt: Date | null, endsAt: Date | null, now: Date): QuizState {
  if (startsAt && now < startsAt) return 'not_started';
  if (endsAt && now >= endsAt) return 'over';
  return 'running';
}

/**
 * Whether a sheet answers the quiz: every question exactly once, only the question's own answer
 * ids, none twice, and one id for a single-answer question.
 */
export function sheetFits(questions: readonly GradedQuestion[], sheet: readonly SheetAnswer[]): boolean {
  if (sheet.length !== questions.length) return false;
  const byId = new Map(questions.map((q) => [q.id, q]));
  const answered = new Set<number>();
  for (const { question_id, answer_ids } of sheet) {
    const question = byId.get(question_id);
    if (!question || answered.has(question_id)) return false;
    answered.add(question_id);
    const own = new Set(question.answers.map((a) => a.id));
    if (answer_ids.length === 0 || new Set(answer_ids).size !== answer_ids.length) return false;
    if (!question.multiple && answer_ids.length !== 1) return false;
    if (answer_ids.some((id) => !own.has(id))) return false;
  }
  return true;
}

/** A question is right when the chosen answers are exactly its correct ones. Expects a sheet that fits. */
export function gradeSheet(questions: readonly GradedQuestion[], sheet: readonly SheetAnswer[]): Grade {
  const chosen = new Map(sheet.map((a) => [a.question_id, new Set(a.answer_ids)]));
  const results = questions.map((q) => {
    const correctIds = q.answers.filter((a) => a.correct).map((a) => a.id);
    const picked = chosen.get(q.id) ?? new Set<number>();
    const correct = picked.size === correctIds.length && correctIds.every((id) => picked.has(id));
    return { question_id: q.id, correct, correct_answer_ids: correctIds };
  });
  return { correct_count: results.filter((r) => r.correct).length, questions_count: questions.length, results };
}
