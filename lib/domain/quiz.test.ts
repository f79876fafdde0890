import { gradeSheet, quizState, sheetFits, type GradedQuestion } from './quiz';

const questions: GradedQuestion[] = [
  {
    id: 1,
    multiple: false,
    answers: [
      { id: 11, correct: true },
      { id: 12, correct: false },
      { id: 13, correct: false },
    ],
  },
  {
    id: 2,
    multiple: true,
    answers: [
      { id: 21, correct: true },
      { id: 22, correct: true },
      { id: 23, correct: false },
    ],
  },
];

describe('quizState', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const before = new Date('2026-03-01T00:00:00Z');
  const after = new Date('2026-03-20T00:00:00Z');
  it('runs between start and end, and without dates', () => {
    expect(quizState(before, after, now)).toBe('running');
    expect(quizState(null, null, now)).toBe('running');
    expect(quizState(now, null, now)).toBe('running');
  });
  it('has not started before its start and is over from its end on', () => {
    expect(quizState(after, null, now)).toBe('not_started');
    expect(quizState(null, before, now)).toBe('over');
    expect(quizState(before, now, now)).toBe('over');
  });
});

describe('sheetFits', () => {
  const ok = [
    { question_id: 1, answer_ids: [11] },
    { question_id: 2, answer_ids: [21, 23] },
  ];
  it('takes every question once with its own answers, in any order', () => {
    expect(sheetFits(questions, ok)).toBe(true);
    expect(sheetFits(questions, [...ok].reverse())).toBe(true);
  });
  it('refuses a missing, repeated or unknown question', () => {
    expect(sheetFits(questions, ok.slice(0, 1))).toBe(false);
    expect(sheetFits(questions, [ok[0]!, ok[0]!])).toBe(false);
    expect(sheetFits(questions, [ok[0]!, { question_id: 3, answer_ids: [21] }])).toBe(false);
    expect(sheetFits(questions, [...ok, { question_id: 3, answer_ids: [21] }])).toBe(false);
  });
  it("refuses another question's answer, an unknown answer, one twice, none, and two for a single-answer question", () => {
    expect(sheetFits(questions, [{ question_id: 1, answer_ids: [21] }, ok[1]!])).toBe(false);
    expect(sheetFits(questions, [{ question_id: 1, answer_ids: [99] }, ok[1]!])).toBe(false);
    expect(sheetFits(questions, [ok[0]!, { question_id: 2, answer_ids: [21, 21] }])).toBe(false);
    expect(sheetFits(questions, [ok[0]!, { question_id: 2, answer_ids: [] }])).toBe(false);
    expect(sheetFits(questions, [{ question_id: 1, answer_ids: [11, 12] }, ok[1]!])).toBe(false);
  });
});

describe('gradeSheet', () => {
  it('counts a question right only when the chosen set equals the correct set', () => {
    const grade = gradeSheet(questions, [
      { question_id: 2, answer_ids: [22, 21] },
      { question_id: 1, answer_ids: [11] },
    ]);
    expect(grade).toEqual({
      correct_count: 2,
      questions_count: 2,
      results: [
        { question_id: 1, correct: true, correct_answer_ids: [11] },
        { question_id: 2, correct: true, correct_answer_ids: [21, 22] },
      ],
    });
  });
  it('counts a subset, a superset and a wrong pick as wrong', () => {
    for (const picked of [[21], [21, 22, 23], [23]]) {
      const grade = gradeSheet(questions, [
        { question_id: 1, answer_ids: [12] },
        { question_id: 2, answer_ids: picked },
      ]);
      expect(grade.correct_count).toBe(0);
      expect(grade.results.map((r) => r.correct)).toEqual([false, false]);
    }
  });
});
