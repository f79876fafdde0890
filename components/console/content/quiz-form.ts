// A quiz's questions as the console's questions editor holds them (quiz-questions.tsx) and back to
// the contract's input (quizInputSchema). Question and answer ids are the editor's: a new one gets
// one more than the largest in the quiz, so they stay unique within it and an edit keeps them.

export type AnswerForm = { id: number; text: string; correct: boolean };
export type QuestionForm = { id: number; text: string; multiple: boolean; image_url: string; answers: AnswerForm[] };

type AnswerInput = { id: number; text: string; correct: boolean };
type QuestionInput = { id: number; text: string; multiple: boolean; image_url: string | null; answers: AnswerInput[] };

export const MIN_ANSWERS = 2;
export const MAX_ANSWERS = 8;
export const MAX_QUESTIONS = 50;

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const int = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : 0);

/** The stored questions as the editor's rows (a picture's empty address is no picture). */
export function toQuestionForms(value: unknown): QuestionForm[] {
  if (!Array.isArray(value)) return [];
  return value.map((q: Partial<QuestionInput>) => ({
    id: int(q.id),
    text: str(q.text),
    multiple: Boolean(q.multiple),
    image_url: str(q.image_url),
    answers: (Array.isArray(q.answers) ? q.answers : []).map((a: Partial<AnswerInput>) => ({ id: int(a.id), text: str(a.text), correct: Boolean(a.correct) })),
  }));
}

/** The editor's rows as the contract's questions, trimmed (checked by quizInputSchema afterwards). */
export function fromQuestionForms(questions: QuestionForm[]): QuestionInput[] {
  return questions.map((q) => ({
    id: q.id,
    text: q.text.trim(),
    multiple: q.multiple,
    image_url: q.image_url.trim() === '' ? null : q.image_url.trim(),
    answers: q.answers.map((a) => ({ id: a.id, text: a.text.trim(), correct: a.correct })),
  }));
}

/** One more than the largest id given (1 for none). */
export const nextId = (ids: number[]) => Math.max(0, ...ids) + 1;
const answerIds = (questions: QuestionForm[]) => questions.flatMap((q) => q.answers.map((a) => a.id));

/** A new empty answer, its id new in the whole quiz. */
export const newAnswer = (questions: QuestionForm[]): AnswerForm => ({ id: nextId(answerIds(questions)), text: '', correct: false });

/** A new question with two empty answers, the first marked right. */
export function newQuestion(questions: QuestionForm[]): QuestionForm {
  const first = nextId(answerIds(questions));
  return {
    id: nextId(questions.map((q) => q.id)),
    text: '',
    multiple: false,
    image_url: '',
    answers: [
      { id: first, text: '', correct: true },
      { id: first + 1, text: '', correct: false },
    ],
  };
}

/**
 * Where an issue inside the questions shows in the editor, from its path below `questions`: the
 * list itself (too few or many), a question's text or picture, its answers as a whole (none marked
 * right, too few), or an answer's text. Ids are the editor's, so an id's issue shows at its text.
 */
export function questionIssueName(rest: PropertyKey[]): string {
  const [i, part, j] = rest;
  if (typeof i !== 'number') return 'questions.root';
  if (part === 'image_url') return `questions.${i}.image_url`;
  if (part !== 'answers') return `questions.${i}.text`;
  if (typeof j !== 'number') return `questions.${i}.answers.root`;
  return `questions.${i}.answers.${j}.text`;
}
