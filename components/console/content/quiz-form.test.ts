import { quizInputSchema } from '@/lib/contracts/games';
import { fromQuestionForms, newAnswer, newQuestion, nextId, questionIssueName, toQuestionForms } from './quiz-form';

const stored = [
  {
    id: 4,
    text: 'Welcher See?',
    multiple: false,
    image_url: '/api/media/see',
    answers: [
      { id: 7, text: 'Bodensee', correct: true },
      { id: 9, text: 'Zürichsee', correct: false },
    ],
  },
  {
    id: 2,
    text: 'Welche Flüsse?',
    multiple: true,
    image_url: null,
    answers: [
      { id: 1, text: 'Rhein', correct: true },
      { id: 3, text: 'Ill', correct: true },
    ],
  },
];

describe("the quiz editor's questions", () => {
  it('keep their ids and order through the editor, a missing picture an empty address', () => {
    const forms = toQuestionForms(stored);
    expect(forms[1]!.image_url).toBe('');
    expect(fromQuestionForms(forms)).toEqual(stored);
  });

  it('new questions and answers get one more than the largest id in the quiz, so ids stay unique', () => {
    const forms = toQuestionForms(stored);
    const question = newQuestion(forms);
    expect(question).toMatchObject({
      id: 5,
      multiple: false,
      answers: [
        { id: 10, correct: true },
        { id: 11, correct: false },
      ],
    });
    const more = [...forms, question];
    expect(newAnswer(more).id).toBe(12);
    expect(nextId([])).toBe(1);
    const quiz = {
      title: 'Q',
      teaser: 'T',
      pass_mark: 1,
      questions: fromQuestionForms(more.map((q) => ({ ...q, text: q.text || 'Neu?', answers: q.answers.map((a) => ({ ...a, text: a.text || 'Ja' })) }))),
    };
    expect(quizInputSchema.safeParse(quiz).success).toBe(true);
  });

  it('the first question of an empty quiz and its answers start at 1', () => {
    expect(newQuestion([])).toMatchObject({ id: 1, answers: [{ id: 1 }, { id: 2 }] });
  });

  it('trims texts; an empty picture address is no picture', () => {
    const [q] = fromQuestionForms([{ id: 1, text: ' Frage? ', multiple: false, image_url: '  ', answers: [{ id: 1, text: ' A ', correct: true }] }]);
    expect(q).toEqual({ id: 1, text: 'Frage?', multiple: false, image_url: null, answers: [{ id: 1, text: 'A', correct: true }] });
  });

  it("puts an issue where the editor shows it; an id's issue at its text", () => {
    expect(questionIssueName([])).toBe('questions.root');
    expect(questionIssueName([0, 'text'])).toBe('questions.0.text');
    expect(questionIssueName([0, 'id'])).toBe('questions.0.text');
    expect(questionIssueName([0, 'image_url'])).toBe('questions.0.image_url');
    expect(questionIssueName([1, 'answers'])).toBe('questions.1.answers.root');
    expect(questionIssueName([1, 'answers', 2, 'id'])).toBe('questions.1.answers.2.text');
  });
});
