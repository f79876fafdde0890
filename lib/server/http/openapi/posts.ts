import 'server-only';
import { faqSchema, markdownPreviewBodySchema, markdownPreviewSchema, postDetailSchema, postListQuerySchema, postListSchema } from '@/lib/contracts/posts';
import { idParamSchema } from '@/lib/contracts/rewards';
import type { RouteGroup } from './registry';

// Routes of routes/posts.ts: posts and the FAQ (mounted at /api) and the console's Markdown
// preview (mounted at /api/console). The rules: docs/posts-faq.md.
export const postDocs: RouteGroup = {
  tag: 'Posts and FAQ',
  description: 'Editorial posts and the FAQ, the same for every reader: Markdown written in the console, served as sanitised HTML. Cacheable for 60 s.',
  routes: [
    {
      method: 'get',
      path: '/api/posts',
      summary: 'The published posts, newest first, a page at a time',
      description:
        'Posts that are published, not archived and whose `publish_at` has come, by `publish_at` then id, newest first. Paged by a cursor: pass `next_cursor` as `cursor` for the next page; `next_cursor` is null on the last. A post published in between never makes a page repeat or skip one. A cursor that is not one of ours → 400 `VALIDATION_FAILED` on `cursor`.',
      auth: 'public',
      query: postListQuerySchema,
      responses: { 200: { description: 'A page of posts (without their bodies).', schema: postListSchema } },
    },
    {
      method: 'get',
      path: '/api/posts/:id',
      summary: 'One post, its body as sanitised HTML',
      description:
        '`html` holds only headings, paragraphs, lists, emphasis, quotes, code, tables, pictures (https or our own paths) and links (http, https, mailto, tel; others open in a new tab): no script, event handler, style, frame or `javascript:` address. `links` are the rewards and specials the post points to that members can open now. An unpublished, archived or future post → 404 `POST_NOT_FOUND`.',
      auth: 'public',
      params: idParamSchema,
      responses: { 200: { description: 'The post.', schema: postDetailSchema } },
      errors: ['POST_NOT_FOUND'],
    },
    {
      method: 'get',
      path: '/api/faq',
      summary: 'The FAQ: sections with their questions and answers',
      description:
        "Published sections by position, each with its questions in order; `slug` is the question's anchor (`/me/faq#slug`), `html` the answer, sanitised as a post's body.",
      auth: 'public',
      responses: { 200: { description: 'The FAQ.', schema: faqSchema } },
    },
    {
      method: 'post',
      path: '/api/console/markdown/preview',
      summary: "Render Markdown as members will get it (the editors' live preview)",
      description: 'The same renderer and sanitiser as `GET /api/posts/{id}` and `GET /api/faq`; nothing is stored.',
      auth: 'console',
      roles: ['editor'],
      body: markdownPreviewBodySchema,
      responses: { 200: { description: 'The sanitised HTML.', schema: markdownPreviewSchema } },
    },
  ],
};
