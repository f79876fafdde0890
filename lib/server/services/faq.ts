import 'server-only';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { Faq, FaqPageSection, FaqSectionInput } from '@/lib/contracts/posts';
import { validationText } from '@/lib/contracts/zod-de';
import type { Db } from '@/lib/server/db/client';
import { faqSections } from '@/lib/server/db/schema';
import { markdownText, renderMarkdown } from '@/lib/server/content/markdown';
import { ApiError } from '@/lib/server/errors';

// The FAQ as members read it (docs/posts-faq.md): the published sections by position, each with
// its questions in the editor's order, answers as sanitised HTML.

export async function faqPage(db: Db): Promise<FaqPageSection[]> {
  const rows = await db
    .select()
    .from(faqSections)
    .where(and(eq(faqSections.published, true), isNull(faqSections.archivedAt)))
    .orderBy(asc(faqSections.position), asc(faqSections.id));
  return rows.map((s) => ({
    id: s.id,
    title: s.title,
    items: s.items.map((i) => ({ slug: i.slug, question: i.question, html: renderMarkdown(i.answer), text: markdownText(i.answer) })),
  }));
}

/** GET /api/faq */
export async function getFaq(db: Db): Promise<Faq> {
  const sections = await faqPage(db);
  return { sections: sections.map((s) => ({ id: s.id, title: s.title, items: s.items.map(({ slug, question, html }) => ({ slug, question, html })) })) };
}

/**
 * The console's check of a section: a question's anchor (/me/faq#slug) is unique in the whole FAQ,
 * so no other section that is not archived may use it, in what members see or in its draft.
 */
export async function checkFaqSlugs(db: Db, input: FaqSectionInput, selfId: number | null) {
  const others = await db
    .select({ items: faqSections.items, draft: faqSections.draft })
    .from(faqSections)
    .where(and(isNull(faqSections.archivedAt), selfId === null ? undefined : ne(faqSections.id, selfId)));
  const taken = new Set(others.flatMap((o) => [...o.items, ...(((o.draft as FaqSectionInput | null)?.items ?? []) as { slug: string }[])].map((i) => i.slug)));
  const issues = input.items.flatMap((item, i) => (taken.has(item.slug) ? [{ path: `items.${i}.slug`, message: validationText.faqSlugTaken }] : []));
  if (issues.length) throw new ApiError('VALIDATION_FAILED', issues);
}
