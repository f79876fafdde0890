import 'server-only';
import { quizInputSchema, type QuizInput } from '@/lib/contracts/games';
import { quizzes, type QuizQuestion } from '@/lib/server/db/schema';
import type { ContentSpec } from './content';

// Quizzes in the console's content engine (docs/console.md, Content; docs/games.md, Quizzes): a
// quiz is edited and published as a whole, its questions in the order the editor gives them.

type Row = Record<string, unknown>;
const numericId = (raw: string) => (/^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null);
const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : null);
const date = (v: string | null) => (v ? new Date(v) : null);

/** The stored questions (1-based `position` from the editor's order) and back. */
const toQuestions = (questions: QuizInput['questions']): QuizQuestion[] =>
  questions.map((q, i) => ({
    id: q.id,
    position: i + 1,
    text: q.text,
    multiple: q.multiple,
    image_url: q.image_url,
    answers: q.answers.map((a) => ({ id: a.id, text: a.text, correct: a.correct })),
  }));
const fromQuestions = (questions: QuizQuestion[]): QuizInput['questions'] =>
  [...questions]
    .sort((a, b) => a.position - b.position)
    .map((q) => ({
      id: q.id,
      text: q.text,
      multiple: q.multiple,
      image_url: q.image_url,
      answers: q.answers.map((a) => ({ id: a.id, text: a.text, correct: a.correct })),
    }));

export const quizSpec: ContentSpec<QuizInput> = {
  resource: 'quiz',
  table: quizzes,
  key: quizzes.id,
  keyField: 'id',
  parseKey: numericId,
  publishedField: 'published',
  publishedColumn: quizzes.published,
  archivedColumn: quizzes.archivedAt,
  search: [quizzes.title, quizzes.teaser],
  order: [quizzes.position, quizzes.id],
  input: quizInputSchema,
  toInput: (r: Row) => ({
    title: r.title as string,
    teaser: r.teaser as string,
    image_url: r.imageUrl as string | null,
    starts_at: iso(r.startsAt),
    ends_at: iso(r.endsAt),
    questions: fromQuestions(r.questions as QuizQuestion[]),
    pass_mark: r.passMark as number,
    reward_points: r.rewardPoints as number,
    trial: r.trial as boolean,
    position: r.position as number,
  }),
  toColumns: (i) => ({
    title: i.title,
    teaser: i.teaser,
    imageUrl: i.image_url,
    startsAt: date(i.starts_at),
    endsAt: date(i.ends_at),
    questions: toQuestions(i.questions),
    passMark: i.pass_mark,
    rewardPoints: i.reward_points,
    trial: i.trial,
    position: i.position,
  }),
};
