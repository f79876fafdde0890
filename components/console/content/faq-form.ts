// An FAQ section's questions in the console's form (docs/posts-faq.md, Console): each a row of
// strings; trimmed into the contract's input on the way out.

export type FaqItemForm = { slug: string; question: string; answer: string };

export const MAX_FAQ_ITEMS = 100;

export const newFaqItem = (): FaqItemForm => ({ slug: '', question: '', answer: '' });

export function toFaqItemForms(value: unknown): FaqItemForm[] {
  if (!Array.isArray(value)) return [];
  return value.map((v: Partial<Record<keyof FaqItemForm, unknown>>) => ({
    slug: typeof v?.slug === 'string' ? v.slug : '',
    question: typeof v?.question === 'string' ? v.question : '',
    answer: typeof v?.answer === 'string' ? v.answer : '',
  }));
}

export const fromFaqItemForms = (items: FaqItemForm[]) => items.map((i) => ({ slug: i.slug.trim(), question: i.question.trim(), answer: i.answer.trim() }));

/** An anchor from a question, for a new question whose anchor is still empty: "Wie sammle ich Räppli?" → "wie-sammle-ich-raeppli". */
export function slugFrom(question: string): string {
  return question
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64)
    .replace(/-+$/, '');
}
