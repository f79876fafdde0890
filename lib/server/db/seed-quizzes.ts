import 'server-only';
import { count } from 'drizzle-orm';
import type { Db } from './client';
import { quizzes, type QuizQuestion } from './schema';

// The demo quizzes (docs/games.md, Quizzes): one running about the Ländle, with a multiple-answer
// question, Räppli and the premium trial; one that is over.

const DAY_MS = 24 * 3600 * 1000;

type Draft = { text: string; multiple?: boolean; answers: [text: string, correct: boolean][] };

/** Questions with ids 1, 2, … and answer ids 11, 12, … (question × 10 + n), unique within the quiz. */
const questions = (drafts: Draft[]): QuizQuestion[] =>
  drafts.map((d, i) => ({
    id: i + 1,
    position: i + 1,
    text: d.text,
    multiple: d.multiple ?? false,
    image_url: null,
    answers: d.answers.map(([text, correct], j) => ({ id: (i + 1) * 10 + j + 1, text, correct })),
  }));

export function demoQuizzes(now: Date): (typeof quizzes.$inferInsert)[] {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  return [
    {
      title: 'Wie gut kennst du das Ländle?',
      teaser: 'Fünf Fragen zu Vorarlberg. Mit vier richtigen Antworten gewinnst du 50 Räppli.',
      startsAt: at(-3),
      endsAt: at(14),
      questions: questions([
        {
          text: 'Welche Stadt ist die Landeshauptstadt von Vorarlberg?',
          answers: [
            ['Dornbirn', false],
            ['Bregenz', true],
            ['Feldkirch', false],
          ],
        },
        {
          text: 'An welchem See liegt Bregenz?',
          answers: [
            ['Bodensee', true],
            ['Zürichsee', false],
            ['Walensee', false],
          ],
        },
        {
          text: 'An welche Staaten grenzt Vorarlberg? Wähle alle richtigen Antworten.',
          multiple: true,
          answers: [
            ['Deutschland', true],
            ['Schweiz', true],
            ['Liechtenstein', true],
            ['Italien', false],
          ],
        },
        {
          text: 'Welcher Fluss bildet die Grenze zur Schweiz?',
          answers: [
            ['Ill', false],
            ['Inn', false],
            ['Rhein', true],
          ],
        },
        {
          text: 'Wofür sind die Bregenzer Festspiele bekannt?',
          answers: [
            ['Die Seebühne', true],
            ['Ein Skirennen', false],
            ['Ein Filmfestival', false],
          ],
        },
      ]),
      passMark: 4,
      rewardPoints: 50,
      trial: true,
      position: 1,
    },
    {
      title: 'Wintersport-Quiz',
      teaser: 'Drei Fragen rund um Piste und Loipe im Ländle.',
      startsAt: at(-30),
      endsAt: at(-7),
      questions: questions([
        {
          text: 'In welchem Tal liegt Schruns?',
          answers: [
            ['Bregenzerwald', false],
            ['Montafon', true],
            ['Kleinwalsertal', false],
          ],
        },
        {
          text: 'Welcher Ort gehört zum Skigebiet Arlberg?',
          answers: [
            ['Lech', true],
            ['Bezau', false],
            ['Hard', false],
          ],
        },
        {
          text: 'Welches Tal erreicht man mit dem Auto nur über Deutschland?',
          answers: [
            ['Brandnertal', false],
            ['Montafon', false],
            ['Kleinwalsertal', true],
          ],
        },
      ]),
      passMark: 2,
      rewardPoints: 30,
      trial: false,
      position: 2,
    },
  ];
}

/** Adds the demo quizzes to a database that has none (safe on every start). */
export async function seedQuizzes(db: Db, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(quizzes);
    if (Number(existing?.n ?? 0) > 0) return;
    await tx.insert(quizzes).values(demoQuizzes(now));
  });
}
