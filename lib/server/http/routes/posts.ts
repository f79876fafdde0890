import 'server-only';
import { Hono } from 'hono';
import { markdownPreviewBodySchema, postListQuerySchema } from '@/lib/contracts/posts';
import { idParamSchema } from '@/lib/contracts/rewards';
import { renderMarkdown } from '@/lib/server/content/markdown';
import { getFaq } from '@/lib/server/services/faq';
import { listPosts, postDetail } from '@/lib/server/services/posts';
import type { AppEnv } from '../context';
import { handle } from '../wrapper';

// Posts and the FAQ (docs/posts-faq.md): the same for every reader, so public and cacheable for a
// minute (a post whose publish time comes shows within that minute).
const cached = { 'Cache-Control': 'public, max-age=60' };

export const postRoutes = new Hono<AppEnv>()
  // GET /api/posts — the published posts, newest first, a page at a time (?limit=&cursor=)
  .get(
    '/posts',
    handle({ auth: 'public', query: postListQuerySchema }, async ({ c, deps, query }) => c.json(await listPosts(deps.db, query), 200, cached)),
  )
  // GET /api/posts/:id — one post, its body as sanitised HTML; 404 unless published and due
  .get(
    '/posts/:id',
    handle({ auth: 'public', params: idParamSchema }, async ({ c, deps, params }) => c.json(await postDetail(deps.db, params.id), 200, cached)),
  )
  // GET /api/faq — the published sections with their questions, answers as sanitised HTML
  .get(
    '/faq',
    handle({ auth: 'public' }, async ({ c, deps }) => c.json(await getFaq(deps.db), 200, cached)),
  );

export const consoleMarkdownRoutes = new Hono<AppEnv>()
  // POST /api/console/markdown/preview — the editor's live preview, rendered and sanitised as members get it
  .post(
    '/markdown/preview',
    handle({ auth: 'console', roles: ['editor'], body: markdownPreviewBodySchema }, ({ c, body }) =>
      c.json({ html: renderMarkdown(body.markdown) }, 200, { 'Cache-Control': 'no-store' }),
    ),
  );
