import { fromFaqItemForms, slugFrom, toFaqItemForms } from './faq-form';

describe('FAQ form', () => {
  it('makes an anchor from a German question', () => {
    expect(slugFrom('Wie sammle ich Räppli?')).toBe('wie-sammle-ich-raeppli');
    expect(slugFrom('Größe & Maße: übrig?')).toBe('groesse-masse-uebrig');
    expect(slugFrom('  ')).toBe('');
    expect(slugFrom('a'.repeat(80))).toHaveLength(64);
  });
  it('keeps the items through the form, trimmed on the way out', () => {
    const items = [{ slug: 'a', question: 'Frage?', answer: '**Antwort**' }];
    expect(fromFaqItemForms(toFaqItemForms(items))).toEqual(items);
    expect(fromFaqItemForms([{ slug: ' b ', question: ' F ', answer: ' A ' }])).toEqual([{ slug: 'b', question: 'F', answer: 'A' }]);
    expect(toFaqItemForms(null)).toEqual([]);
  });
});
