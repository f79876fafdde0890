// Quizzes (docs/games.md, Quizzes): the list and the questions without the correct flags, one
// graded play per member (idempotent, also under concurrency) with Räppli for a pass through the
// ledger, and the four-week premium trial once per member.
import { eq } from 'drizzle-orm';
import { quizInputSchema, quizListSchema } from '@/lib/contracts/games';
import { quizSpec } from '@/lib/server/console/quiz-spec';
import { collectors, quizSubmissions, quizTrials, quizzes, type QuizQuestion } from '@/lib/server/db/schema';
import { seedQuizzes } from '@/lib/server/db/seed-quizzes';
import { countRows, describeEachDatabase, makeApp } from '../helpers/db';
import { assertLedgerConsistent, collectorByToken, entriesOf, memberGet, newKey, newMember, optOutAs, type App } from '../helpers/loyalty';
import { expectError, hostCall, memberCall, type Member } from '../helpers/rewards';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Sheet = { question_id: number; answer_ids: number[] }[];

/** Three questions: 1 single (11 right), 2 multiple (21 and 22 right), 3 single (32 right). */
const QUESTIONS: QuizQuestion[] = [
  {
    id: 1,
    position: 1,
    text: 'Landeshauptstadt?',
    multiple: false,
    image_url: null,
    answers: [
      { id: 11, text: 'Bregenz', correct: true },
      { id: 12, text: 'Dornbirn', correct: false },
    ],
  },
  {
    id: 2,
    position: 2,
    text: 'Nachbarstaaten?',
    multiple: true,
    image_url: '/api/media/karte.webp',
    answers: [
      { id: 21, text: 'Schweiz', correct: true },
      { id: 22, text: 'Deutschland', correct: true },
      { id: 23, text: 'Italien', correct: false },
    ],
  },
  {
    id: 3,
    position: 3,
    text: 'See?',
    multiple: false,
    image_url: null,
    answers: [
      { id: 31, text: 'Genfersee', correct: false },
      { id: 32, text: 'Bodensee', correct: true },
    ],
  },
];
const ALL_RIGHT: Sheet = [
  { question_id: 1, answer_ids: [11] },
  { question_id: 2, answer_ids: [22, 21] },
  { question_id: 3, answer_ids: [32] },
];
const TWO_RIGHT: Sheet = [
  { question_id: 1, answer_ids: [11] },
  { question_id: 2, answer_ids: [21] },
  { question_id: 3, answer_ids: [32] },
];
const ONE_RIGHT: Sheet = [
  { question_id: 1, answer_ids: [12] },
  { question_id: 2, answer_ids: [21, 22, 23] },
  { question_id: 3, answer_ids: [32] },
];

describeEachDatabase('quizzes', (t) => {
  let app: App;
  let quizNo = 0;

  /** A published quiz running for a day either side unless told otherwise; pass mark 2, 50 Räppli, trial. */
  const makeQuiz = async (values: Partial<typeof quizzes.$inferInsert> = {}) => {
    const now = Date.now();
    const [row] = await t.db
      .insert(quizzes)
      .values({
        title: `Testquiz ${++quizNo}`,
        teaser: 'Drei Fragen.',
        startsAt: new Date(now - DAY),
        endsAt: new Date(now + DAY),
        questions: QUESTIONS,
        passMark: 2,
        rewardPoints: 50,
        trial: true,
        position: 100,
        ...values,
      })
      .returning();
    return row!;
  };

  let users = 0;
  const identified = async (): Promise<Member> => {
    const m = await newMember(app, `quiz-user-${process.pid}-${++users}`);
    return { token: m.token, hash: m.hash!, ssoToken: m.ssoToken! };
  };

  /** POST …/submission with a key (null: none). */
  const play = async (token: string, quizId: number, answers: unknown, key: string | null = newKey('quiz')) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (key) headers['Idempotency-Key'] = key;
    const res = await app.request(`/api/quizzes/${quizId}/submission?collector_token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ answers }),
    });
    return [res.status, await res.json()] as const;
  };
  const trial = (m: Member, quizId: number) => memberCall(app, 'POST', `/api/quizzes/${quizId}/trial`, m, undefined, null);
  const detail = (token: string, quizId: number) => memberGet(app, `/api/quizzes/${quizId}`, token);
  const list = async (token: string) => {
    const [status, body] = await memberGet(app, '/api/quizzes', token);
    expect(status).toBe(200);
    return quizListSchema.parse(body).items;
  };

  beforeAll(async () => {
    ({ app } = makeApp(t.database));
  });

  afterEach(async () => {
    await assertLedgerConsistent(t.db);
  });

  describe('GET /api/quizzes', () => {
    it('lists published quizzes by position then id, with their state, and what I played', async () => {
      const now = Date.now();
      const over = await makeQuiz({ position: 2, startsAt: new Date(now - 3 * DAY), endsAt: new Date(now - DAY) });
      const running = await makeQuiz({ position: 2 });
      const soon = await makeQuiz({ position: 1, startsAt: new Date(now + HOUR), endsAt: null });
      const open = await makeQuiz({ position: 3, startsAt: null, endsAt: null });
      const hidden = await makeQuiz({ position: 0, published: false });
      const archived = await makeQuiz({ position: 0, archivedAt: new Date(now - HOUR), published: false });
      const { token } = await newMember(app);

      const mine = (await list(token)).filter((q) => [over, running, soon, open, hidden, archived].some((r) => r.id === q.id));
      expect(mine.map((q) => [q.id, q.state])).toEqual([
        [soon.id, 'not_started'],
        [over.id, 'over'],
        [running.id, 'running'],
        [open.id, 'running'],
      ]);
      expect(mine[2]).toEqual({
        id: running.id,
        title: running.title,
        teaser: 'Drei Fragen.',
        image_url: null,
        state: 'running',
        starts_at: running.startsAt!.toISOString(),
        ends_at: running.endsAt!.toISOString(),
        questions_count: 3,
        reward_points: 50,
        my: { done: false, correct_count: null },
      });

      expect((await play(token, running.id, TWO_RIGHT))[0]).toBe(200);
      const after = (await list(token)).find((q) => q.id === running.id)!;
      expect(after.my).toEqual({ done: true, correct_count: 2 });
      // Another member has not played it.
      expect((await list((await newMember(app)).token)).find((q) => q.id === running.id)!.my).toEqual({ done: false, correct_count: null });
    });

    it('needs a collector token that exists', async () => {
      const res = await app.request('/api/quizzes');
      expect([res.status, (await res.json()).error.code]).toEqual([400, 'MISSING_COLLECTOR_TOKEN']);
      expectError(await memberGet(app, '/api/quizzes', 'no-such-collector-token-0000000'), 404, 'COLLECTOR_NOT_FOUND');
    });

    it('answers with Cache-Control: no-store', async () => {
      const { token } = await newMember(app);
      const res = await app.request(`/api/quizzes?collector_token=${token}`);
      expect(res.headers.get('cache-control')).toBe('no-store');
    });
  });

  describe('GET /api/quizzes/:id', () => {
    it('shows the questions in order with position and count, and answers as {id, text} only', async () => {
      // Stored out of order: the position decides.
      const quiz = await makeQuiz({ questions: [QUESTIONS[2]!, QUESTIONS[0]!, QUESTIONS[1]!] });
      const { token } = await newMember(app);
      const res = await app.request(`/api/quizzes/${quiz.id}?collector_token=${token}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const text = await res.text();
      // The no-leak check, on the JSON text itself.
      expect(text).not.toMatch(/correct"/);
      expect(text).not.toContain('true,"id"');
      const body = JSON.parse(text);
      expect(body).toMatchObject({ id: quiz.id, state: 'running', questions_count: 3, pass_mark: 2, trial: true, my: { done: false, correct_count: null } });
      expect(body.questions).toEqual([
        {
          id: 1,
          position: 1,
          count: 3,
          text: 'Landeshauptstadt?',
          multiple: false,
          image_url: null,
          answers: [
            { id: 11, text: 'Bregenz' },
            { id: 12, text: 'Dornbirn' },
          ],
        },
        {
          id: 2,
          position: 2,
          count: 3,
          text: 'Nachbarstaaten?',
          multiple: true,
          image_url: '/api/media/karte.webp',
          answers: [
            { id: 21, text: 'Schweiz' },
            { id: 22, text: 'Deutschland' },
            { id: 23, text: 'Italien' },
          ],
        },
        {
          id: 3,
          position: 3,
          count: 3,
          text: 'See?',
          multiple: false,
          image_url: null,
          answers: [
            { id: 31, text: 'Genfersee' },
            { id: 32, text: 'Bodensee' },
          ],
        },
      ]);
      for (const q of body.questions) for (const a of q.answers) expect(Object.keys(a).sort()).toEqual(['id', 'text']);
    });

    it('after playing still shows no correct flags, but my correct count', async () => {
      const quiz = await makeQuiz();
      const { token } = await newMember(app);
      await play(token, quiz.id, ONE_RIGHT);
      const res = await app.request(`/api/quizzes/${quiz.id}?collector_token=${token}`);
      const text = await res.text();
      expect(text).not.toMatch(/correct"/);
      expect(JSON.parse(text).my).toEqual({ done: true, correct_count: 1 });
    });

    it('shows no questions of a quiz that has not started, and the questions of one that is over', async () => {
      const soon = await makeQuiz({ startsAt: new Date(Date.now() + HOUR) });
      const over = await makeQuiz({ startsAt: new Date(Date.now() - 2 * DAY), endsAt: new Date(Date.now() - HOUR) });
      const { token } = await newMember(app);
      const [, notYet] = await detail(token, soon.id);
      expect([notYet.state, notYet.questions_count, notYet.questions]).toEqual(['not_started', 3, []]);
      const [, past] = await detail(token, over.id);
      expect([past.state, past.questions.length]).toEqual(['over', 3]);
    });

    it('answers 404 QUIZ_NOT_FOUND for an unknown, unpublished or archived quiz', async () => {
      const hidden = await makeQuiz({ published: false });
      const archived = await makeQuiz({ archivedAt: new Date() });
      const { token } = await newMember(app);
      for (const id of [hidden.id, archived.id, 999_999]) expectError(await detail(token, id), 404, 'QUIZ_NOT_FOUND');
      expect((await detail(token, 0))[0]).toBe(400);
    });
  });

  describe('POST /api/quizzes/:id/submission', () => {
    it('grades a pass, credits the Räppli through the ledger and shows them in the statement', async () => {
      const quiz = await makeQuiz({ title: 'Ländle-Quiz' });
      const m = await identified();
      const [status, body] = await play(m.token, quiz.id, ALL_RIGHT);
      expect(status).toBe(200);
      expect(body).toEqual({
        correct_count: 3,
        questions_count: 3,
        passed: true,
        points_awarded: 50,
        results: [
          { question_id: 1, correct: true, correct_answer_ids: [11] },
          { question_id: 2, correct: true, correct_answer_ids: [21, 22] },
          { question_id: 3, correct: true, correct_answer_ids: [32] },
        ],
        trial: { available: true },
        balance: 50,
      });
      const collector = await collectorByToken(t.db, m.token);
      expect([collector.pointsAvailable, collector.lifetimeEarned]).toEqual([50, 50]);
      const entries = await entriesOf(t.db, collector.id);
      expect(entries.map((e) => [e.amount, e.kind, e.reasonCode, e.reason])).toEqual([[50, 'quiz', 'quiz', 'Quiz: Ländle-Quiz']]);
      expect(entries[0]!.expiresAt).not.toBeNull();

      const [, statement] = await memberGet(app, '/api/me/activities', m.token);
      expect(statement.last[0]).toMatchObject({ amount: 50, kind: 'quiz', reason: 'Quiz: Ländle-Quiz' });

      const [sub] = await t.db.select().from(quizSubmissions).where(eq(quizSubmissions.quizId, quiz.id));
      expect(sub).toMatchObject({ collectorId: collector.id, correctCount: 3, passed: true, pointsAwarded: 50, ledgerEntryId: entries[0]!.id });
    });

    it('gives nothing for a fail: passed false, no ledger entry', async () => {
      const quiz = await makeQuiz();
      const m = await identified();
      const [status, body] = await play(m.token, quiz.id, ONE_RIGHT);
      expect(status).toBe(200);
      expect(body).toMatchObject({ correct_count: 1, questions_count: 3, passed: false, points_awarded: 0, balance: 0, trial: { available: true } });
      expect(body.results.map((r: { correct: boolean }) => r.correct)).toEqual([false, false, true]);
      expect(await entriesOf(t.db, (await collectorByToken(t.db, m.token)).id)).toEqual([]);
    });

    it('passes at exactly the pass mark; a quiz without reward points credits nothing', async () => {
      const free = await makeQuiz({ rewardPoints: 0 });
      const { token } = await newMember(app);
      const [, body] = await play(token, free.id, TWO_RIGHT);
      expect(body).toMatchObject({ correct_count: 2, passed: true, points_awarded: 0, balance: 0 });
      expect(await entriesOf(t.db, (await collectorByToken(t.db, token)).id)).toEqual([]);
    });

    it('lets an anonymous member play and earn, without the trial on offer', async () => {
      const quiz = await makeQuiz();
      const { token } = await newMember(app);
      const [status, body] = await play(token, quiz.id, ALL_RIGHT);
      expect(status).toBe(200);
      expect(body).toMatchObject({ passed: true, points_awarded: 50, balance: 50, trial: { available: false } });
    });

    it('counts a play before logging in: after the merge the account has played the quiz', async () => {
      const quiz = await makeQuiz();
      const userId = `quiz-merge-${process.pid}`;
      const m = await newMember(app, userId);
      const anon = await newMember(app);
      expect((await play(anon.token, quiz.id, ALL_RIGHT))[1]).toMatchObject({ points_awarded: 50 });
      const [status] = await hostCall(app, 'POST', `/api/host/collectors/${encodeURIComponent(anon.token)}/identify`, { user: { id: userId } });
      expect(status).toBe(200);
      expect((await list(m.token!)).find((q) => q.id === quiz.id)!.my).toEqual({ done: true, correct_count: 3 });
      expectError(await play(m.token!, quiz.id, ALL_RIGHT), 409, 'QUIZ_ALREADY_DONE');
      // The merged token acts for nobody any more (docs/sso.md, "Signing in").
      expectError(await play(anon.token, quiz.id, ALL_RIGHT), 409, 'COLLECTOR_MERGED');
      expect((await collectorByToken(t.db, m.token!)).pointsAvailable).toBe(50);
    });

    it('gives an opted-out member no Räppli for a pass', async () => {
      const quiz = await makeQuiz();
      const m = await identified();
      expect((await optOutAs(app, m, 'Ohne Punkte'))[0]).toBe(200);
      const [status, body] = await play(m.token, quiz.id, ALL_RIGHT);
      expect(status).toBe(200);
      expect(body).toMatchObject({ correct_count: 3, passed: true, points_awarded: 0, balance: 0 });
      expect(await entriesOf(t.db, (await collectorByToken(t.db, m.token)).id)).toEqual([]);
    });

    it('answers the same key with the same body with the first answer; another body → 422; another key → 409', async () => {
      const quiz = await makeQuiz();
      const m = await identified();
      const key = newKey('replay');
      const first = await play(m.token, quiz.id, ALL_RIGHT, key);
      expect(first[0]).toBe(200);
      expect(await play(m.token, quiz.id, ALL_RIGHT, key)).toEqual(first);
      expectError(await play(m.token, quiz.id, ONE_RIGHT, key), 422, 'IDEMPOTENCY_KEY_REUSED');
      expectError(await play(m.token, quiz.id, ALL_RIGHT), 409, 'QUIZ_ALREADY_DONE');
      const collector = await collectorByToken(t.db, m.token);
      expect(collector.pointsAvailable).toBe(50);
      expect(await entriesOf(t.db, collector.id)).toHaveLength(1);
      // Another member may use the same key: keys are the member's own.
      const other = await identified();
      expect((await play(other.token, quiz.id, ONE_RIGHT, key))[1]).toMatchObject({ correct_count: 1 });
    });

    it('needs an Idempotency-Key', async () => {
      const quiz = await makeQuiz();
      const { token } = await newMember(app);
      expectError(await play(token, quiz.id, ALL_RIGHT, null), 400, 'MISSING_IDEMPOTENCY_KEY');
      expectError(await play(token, quiz.id, ALL_RIGHT, 'short'), 400, 'MISSING_IDEMPOTENCY_KEY');
    });

    it.each([
      ['a question left out', TWO_RIGHT.slice(0, 2)],
      ['a question twice', [...TWO_RIGHT, TWO_RIGHT[0]!]],
      ['an unknown question', [...TWO_RIGHT.slice(0, 2), { question_id: 4, answer_ids: [32] }]],
      ["another question's answer", [{ question_id: 1, answer_ids: [21] }, ...TWO_RIGHT.slice(1)]],
      ['an unknown answer', [{ question_id: 1, answer_ids: [99] }, ...TWO_RIGHT.slice(1)]],
      ['two answers to a single-answer question', [{ question_id: 1, answer_ids: [11, 12] }, ...TWO_RIGHT.slice(1)]],
      ['one answer twice', [TWO_RIGHT[0]!, { question_id: 2, answer_ids: [21, 21] }, TWO_RIGHT[2]!]],
    ])('refuses %s with 400 QUIZ_INVALID_ANSWER and writes nothing', async (_label, answers) => {
      const quiz = await makeQuiz();
      const { token } = await newMember(app);
      expectError(await play(token, quiz.id, answers), 400, 'QUIZ_INVALID_ANSWER');
      expect(await t.db.select().from(quizSubmissions).where(eq(quizSubmissions.quizId, quiz.id))).toEqual([]);
      // Nothing was stored under the key: the member can still play.
      expect((await play(token, quiz.id, ALL_RIGHT))[0]).toBe(200);
    });

    it('refuses a malformed body with 400 VALIDATION_FAILED', async () => {
      const quiz = await makeQuiz();
      const { token } = await newMember(app);
      for (const answers of [[], [{ question_id: 1, answer_ids: [] }], [{ question_id: 'eins', answer_ids: [11] }]]) {
        expectError(await play(token, quiz.id, answers), 400, 'VALIDATION_FAILED');
      }
    });

    it('refuses a quiz not running with 409 QUIZ_NOT_RUNNING, an unknown one with 404', async () => {
      const soon = await makeQuiz({ startsAt: new Date(Date.now() + HOUR) });
      const over = await makeQuiz({ startsAt: new Date(Date.now() - 2 * DAY), endsAt: new Date(Date.now() - 1000) });
      const hidden = await makeQuiz({ published: false });
      const { token } = await newMember(app);
      expectError(await play(token, soon.id, ALL_RIGHT), 409, 'QUIZ_NOT_RUNNING');
      expectError(await play(token, over.id, ALL_RIGHT), 409, 'QUIZ_NOT_RUNNING');
      expectError(await play(token, hidden.id, ALL_RIGHT), 404, 'QUIZ_NOT_FOUND');
      expectError(await play(token, 999_999, ALL_RIGHT), 404, 'QUIZ_NOT_FOUND');
      expectError(await play('no-such-collector-token-0000000', soon.id, ALL_RIGHT), 404, 'COLLECTOR_NOT_FOUND');
    });

    it('takes one of many concurrent submissions by one member with different keys', async () => {
      const quiz = await makeQuiz();
      const m = await identified();
      const answers = await Promise.all(Array.from({ length: 10 }, () => play(m.token, quiz.id, ALL_RIGHT)));
      const statuses = answers.map(([s]) => s).sort();
      expect(statuses).toEqual([200, ...Array(9).fill(409)]);
      for (const [s, body] of answers) if (s === 409) expect(body.error.code).toBe('QUIZ_ALREADY_DONE');
      const collector = await collectorByToken(t.db, m.token);
      expect(collector.pointsAvailable).toBe(50);
      expect(await entriesOf(t.db, collector.id)).toHaveLength(1);
      expect(await t.db.select().from(quizSubmissions).where(eq(quizSubmissions.quizId, quiz.id))).toHaveLength(1);
    });
  });

  describe('POST /api/quizzes/:id/trial', () => {
    const entitlements = (m: Member) => hostCall(app, 'GET', `/api/host/collectors/${encodeURIComponent(m.token)}/entitlements`);

    it('gives 28 days of premium once, after playing; the host sees it; a second trial is refused', async () => {
      const quiz = await makeQuiz();
      const m = await identified();
      expectError(await trial(m, quiz.id), 409, 'TRIAL_NOT_OFFERED');
      expect((await detail(m.token, quiz.id))[1].trial_available).toBe(false);
      await play(m.token, quiz.id, ONE_RIGHT);
      // a later visit still offers it
      expect((await detail(m.token, quiz.id))[1].trial_available).toBe(true);

      const before = Date.now();
      const [status, body] = await trial(m, quiz.id);
      expect(status).toBe(200);
      const until = new Date(body.premium_until).getTime();
      expect(until).toBeGreaterThanOrEqual(before + 28 * DAY);
      expect(until).toBeLessThanOrEqual(Date.now() + 28 * DAY);
      expect(await entitlements(m)).toEqual([200, { premium_until: body.premium_until, subscriber: false }]);

      expectError(await trial(m, quiz.id), 409, 'TRIAL_ALREADY_USED');
      expect((await detail(m.token, quiz.id))[1].trial_available).toBe(false);
      // Once per member, whichever quiz: no second trial, and the next result does not offer one.
      const next = await makeQuiz();
      const [, result] = await play(m.token, next.id, ALL_RIGHT);
      expect(result.trial).toEqual({ available: false });
      expectError(await trial(m, next.id), 409, 'TRIAL_ALREADY_USED');
      expect((await collectorByToken(t.db, m.token)).premiumUntil!.toISOString()).toBe(body.premium_until);
    });

    it('adds the 28 days to premium time the member still has', async () => {
      const quiz = await makeQuiz();
      const m = await identified();
      const premium = new Date(Date.now() + 5 * DAY);
      await t.db.update(collectors).set({ premiumUntil: premium }).where(eq(collectors.token, m.token));
      await play(m.token, quiz.id, TWO_RIGHT);
      expect(await trial(m, quiz.id)).toEqual([200, { premium_until: new Date(premium.getTime() + 28 * DAY).toISOString() }]);
    });

    it('may be taken after the quiz is over, by a member who played it', async () => {
      const quiz = await makeQuiz();
      const m = await identified();
      await play(m.token, quiz.id, ONE_RIGHT);
      await t.db
        .update(quizzes)
        .set({ endsAt: new Date(Date.now() - 1000) })
        .where(eq(quizzes.id, quiz.id));
      expect((await trial(m, quiz.id))[0]).toBe(200);
    });

    it('refuses a quiz without a trial, an unknown quiz, and anonymous members or a missing SSO pair', async () => {
      const plain = await makeQuiz({ trial: false });
      const m = await identified();
      const [, result] = await play(m.token, plain.id, ALL_RIGHT);
      expect(result.trial).toEqual({ available: false });
      expectError(await trial(m, plain.id), 409, 'TRIAL_NOT_OFFERED');
      expectError(await trial(m, 999_999), 404, 'QUIZ_NOT_FOUND');

      const quiz = await makeQuiz();
      const anon = await newMember(app);
      await play(anon.token, quiz.id, ALL_RIGHT);
      const trials = await countRows(t.db, quizTrials);
      expectError(await trial({ token: anon.token, hash: '', ssoToken: '' }, quiz.id), 403, 'ANONYMOUS_NOT_ALLOWED');
      const res = await app.request(`/api/quizzes/${quiz.id}/trial?collector_token=${encodeURIComponent(m.token)}`, { method: 'POST' });
      expect([res.status, (await res.json()).error.code]).toEqual([401, 'MISSING_HASH_TOKEN']);
      expect(await countRows(t.db, quizTrials)).toBe(trials);
      expect((await collectorByToken(t.db, m.token)).premiumUntil).toBeNull();
    });
  });

  describe('demo data and the console spec', () => {
    it('seeds two German quizzes once: one running with a multiple-answer question and the trial, one over', async () => {
      await t.db.delete(quizSubmissions);
      await t.db.delete(quizTrials);
      await t.db.delete(quizzes);
      const now = new Date();
      await seedQuizzes(t.db, now);
      await seedQuizzes(t.db, now);
      expect(await countRows(t.db, quizzes)).toBe(2);
      const { token } = await newMember(app);
      const items = await list(token);
      expect(items.map((q) => [q.state, q.questions_count, q.reward_points])).toEqual([
        ['running', 5, 50],
        ['over', 3, 30],
      ]);
      const [, running] = await detail(token, items[0]!.id);
      expect(running.trial).toBe(true);
      expect(running.questions.filter((q: { multiple: boolean }) => q.multiple)).toHaveLength(1);
      // What the console edits: every demo quiz is a valid input, and the spec maps it both ways.
      for (const row of await t.db.select().from(quizzes)) {
        const input = quizSpec.toInput(row);
        expect(quizInputSchema.safeParse(input).success).toBe(true);
        expect(quizSpec.toColumns(input)).toMatchObject({ questions: row.questions, passMark: row.passMark, startsAt: row.startsAt });
      }
    });
  });
});
