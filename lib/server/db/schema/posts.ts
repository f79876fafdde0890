import 'server-only';
import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Posts and the FAQ (docs/posts-faq.md): editors' content with `published`, `draft` and
// `archived_at` like the other content tables. Bodies and answers are Markdown, rendered and
// sanitised when read.

/** A post's link to a reward or a special, shown under the post when that one is published. */
export type PostLink = { kind: 'reward'; id: number } | { kind: 'special'; slug: string };

export const posts = pgTable(
  'posts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    title: text('title').notNull(),
    teaser: text('teaser').notNull(),
    imageUrl: text('image_url'),
    body: text('body').notNull(),
    // Members see a published post from this time on; null until it is first published.
    publishAt: timestamp('publish_at', { withTimezone: true }),
    links: jsonb('links').$type<PostLink[]>().notNull().default([]),
    published: boolean('published').notNull().default(true),
    draft: jsonb('draft').$type<Record<string, unknown>>(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // GET /api/posts: newest first, keyset paging over (publish_at, id).
  (t) => [
    index('posts_live_idx')
      .on(t.publishAt.desc(), t.id.desc())
      .where(sql`${t.published} and ${t.archivedAt} is null`),
  ],
);

/** One question of the FAQ; `slug` is its anchor (/me/faq#slug), unique in the whole FAQ. */
export type FaqItem = { slug: string; question: string; answer: string };

// A section is edited and published as a whole, its questions in the order the editor gives them.
export const faqSections = pgTable('faq_sections', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  title: text('title').notNull(),
  position: integer('position').notNull().default(0),
  items: jsonb('items').$type<FaqItem[]>().notNull().default([]),
  published: boolean('published').notNull().default(true),
  draft: jsonb('draft').$type<Record<string, unknown>>(),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
});
