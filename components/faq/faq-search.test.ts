import { matches } from './faq-search';

describe('FAQ search', () => {
  const item = { question: 'Wie sammle ich Räppli?', text: 'Lies Artikel, spiel das Quiz und dreh am Glücksrad.' };
  it('matches every word in the question or the answer, whatever the case', () => {
    expect(matches(item, 'räppli')).toBe(true);
    expect(matches(item, 'QUIZ glücksrad')).toBe(true);
    expect(matches(item, '  ')).toBe(true);
  });
  it('does not match when one word is missing', () => {
    expect(matches(item, 'quiz gutschein')).toBe(false);
    expect(matches(item, 'Verlosung')).toBe(false);
  });
});
