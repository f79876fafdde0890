import './zod-setup';
import { z } from 'zod';
import { validationText } from './zod-de';
import { addressNumber, instant, wholeNumber, pictureField } from './fields';

// Posts and the FAQ (docs/posts-faq.md): what members read (GET /api/posts, /api/posts/{id},
// /api/faq) and what editors write in the console (/api/console/posts, /api/console/faq).
// Bodies and answers are Markdown; members get them as sanitised HTML.

const text = (max: number) => z.string().trim().max(max, validationText.maxChars(max));
const required = (max: number) => text(max).min(1, validationText.required);
const picture = pictureField();
const slug = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, validationText.slug);

/** A post's link to a reward (by id) or a special (by slug). */
export const postLinkSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('reward'), id: z.number().int().positive() }),
  z.strictObject({ kind: z.literal('special'), slug }),
]);
export type PostLinkInput = z.infer<typeof postLinkSchema>;

// POST / PUT /api/console/posts
export const postInputSchema = z.strictObject({
  title: required(120),
  /** One or two sentences for the list and the overview. */
  teaser: required(300),
  image_url: picture.nullable().default(null),
  /** Markdown. */
  body: required(20_000),
  /** From when members see it once published; null: from the moment it is first published. */
  publish_at: instant().nullable().default(null),
  links: z.array(postLinkSchema).max(10).default([]),
});
export type PostInput = z.infer<typeof postInputSchema>;

export const faqItemInputSchema = z.strictObject({
  /** The item's anchor: /me/faq#slug. */
  slug,
  question: required(200),
  /** Markdown. */
  answer: required(5000),
});

// POST / PUT /api/console/faq — a section with its questions, in their order
export const faqSectionInputSchema = z
  .strictObject({
    title: required(120),
    position: z.number().int().min(0).max(100_000).default(0),
    items: z.array(faqItemInputSchema).min(1, validationText.required).max(100),
  })
  .superRefine((s, ctx) => {
    const seen = new Set<string>();
    s.items.forEach((item, i) => {
      if (seen.has(item.slug)) ctx.addIssue({ code: 'custom', path: ['items', i, 'slug'], message: validationText.faqSlugTaken });
      seen.add(item.slug);
    });
  });
export type FaqSectionInput = z.infer<typeof faqSectionInputSchema>;

// POST /api/console/markdown/preview — the console's live preview, rendered as members get it
export const markdownPreviewBodySchema = z.strictObject({ markdown: z.string().max(20_000, validationText.maxChars(20_000)) });
export const markdownPreviewSchema = z.object({ html: z.string() });

// GET /api/posts
export const POSTS_PAGE_MAX = 50;
export const postListQuerySchema = z.object({
  limit: addressNumber(wholeNumber().min(1).max(POSTS_PAGE_MAX)).default(10),
  /** `next_cursor` of the page before; none: the newest posts. */
  cursor: z
    .string()
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
});
export type PostListQuery = z.infer<typeof postListQuerySchema>;

export const postSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  teaser: z.string(),
  image_url: z.string().nullable(),
  publish_at: z.string(),
});
export type PostSummary = z.infer<typeof postSummarySchema>;

export const postListSchema = z.object({
  items: z.array(postSummarySchema),
  /** Pass as `cursor` for the next page; null: this was the last. */
  next_cursor: z.string().nullable(),
});
export type PostList = z.infer<typeof postListSchema>;

/** A link under a post, to a published reward or special (links to others are left out). */
export const postLinkOutSchema = z.object({ kind: z.enum(['reward', 'special']), title: z.string(), path: z.string() });

// GET /api/posts/{id}
export const postDetailSchema = postSummarySchema.extend({
  /** The body as sanitised HTML (docs/posts-faq.md, Rendering). */
  html: z.string(),
  links: z.array(postLinkOutSchema),
});
export type PostDetail = z.infer<typeof postDetailSchema>;

// GET /api/faq
export const faqSchema = z.object({
  sections: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      items: z.array(z.object({ slug: z.string(), question: z.string(), html: z.string() })),
    }),
  ),
});
export type Faq = z.infer<typeof faqSchema>;

/** A section of the FAQ page: each answer also as plain text, for the page's search box. */
export type FaqPageSection = { id: number; title: string; items: { slug: string; question: string; html: string; text: string }[] };
