// The FAQ's search box (docs/posts-faq.md, FAQ): an item matches when every word typed is in its
// question or its answer's text, without regard to case.

export type Searchable = { question: string; text: string };

const words = (query: string) => query.toLocaleLowerCase('de').split(/\s+/).filter(Boolean);

export function matches(item: Searchable, query: string): boolean {
  const all = words(query);
  if (all.length === 0) return true;
  const hay = `${item.question} ${item.text}`.toLocaleLowerCase('de');
  return all.every((w) => hay.includes(w));
}
