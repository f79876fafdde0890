import 'server-only';
import { faqSectionInputSchema, postInputSchema, type FaqSectionInput, type PostInput } from '@/lib/contracts/posts';
import { faqSections, posts, type FaqItem, type PostLink } from '@/lib/server/db/schema';
import { checkFaqSlugs } from '@/lib/server/services/faq';
import { checkPostLinks } from '@/lib/server/services/posts';
import type { ContentSpec } from './content';

// Posts and FAQ sections in the console's content engine (docs/console.md, Content;
// docs/posts-faq.md): drafts, publish, unpublish and archive as for every other resource.

type Row = Record<string, unknown>;
const numericId = (raw: string) => (/^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null);
const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : null);

export const postSpec: ContentSpec<PostInput> = {
  resource: 'post',
  table: posts,
  key: posts.id,
  keyField: 'id',
  parseKey: numericId,
  publishedField: 'published',
  publishedColumn: posts.published,
  archivedColumn: posts.archivedAt,
  search: [posts.title, posts.teaser],
  // Newest first: the posts to be published (no time yet) on top.
  order: [posts.archivedAt, posts.publishAt, posts.id],
  input: postInputSchema,
  toInput: (r: Row) => ({
    title: r.title as string,
    teaser: r.teaser as string,
    image_url: r.imageUrl as string | null,
    body: r.body as string,
    publish_at: iso(r.publishAt),
    links: r.links as PostLink[],
  }),
  toColumns: (i) => ({
    title: i.title,
    teaser: i.teaser,
    imageUrl: i.image_url,
    body: i.body,
    publishAt: i.publish_at ? new Date(i.publish_at) : null,
    links: i.links,
  }),
  checkInput: (tx, input) => checkPostLinks(tx, input.links),
  // A post without a publish time goes out now, and keeps that time.
  onPublish: (row, now) => (row.publishAt ? {} : { publishAt: now }),
};

export const faqSpec: ContentSpec<FaqSectionInput> = {
  resource: 'faq_section',
  table: faqSections,
  key: faqSections.id,
  keyField: 'id',
  parseKey: numericId,
  publishedField: 'published',
  publishedColumn: faqSections.published,
  archivedColumn: faqSections.archivedAt,
  search: [faqSections.title],
  order: [faqSections.position, faqSections.id],
  input: faqSectionInputSchema,
  toInput: (r: Row) => ({
    title: r.title as string,
    position: r.position as number,
    items: (r.items as FaqItem[]).map(({ slug, question, answer }) => ({ slug, question, answer })),
  }),
  toColumns: (i) => ({ title: i.title, position: i.position, items: i.items }),
  checkInput: (tx, input, row) => checkFaqSlugs(tx, input, row ? (row.id as number) : null),
};
