import 'server-only';
import { Hono } from 'hono';
import { consoleListQuerySchema } from '@/lib/contracts/console';
import { CONTENT_INPUTS, CONTENT_RESOURCES, contentApiPath, contentKeyParamSchema, type ContentResource } from '@/lib/contracts/console-content';
import { createContent, getContent, listContent, setContentStatus, updateContent, type ContentAct } from '@/lib/server/console/content';
import { contentSpecs } from '@/lib/server/console/content-specs';
import type { AppEnv } from '../context';
import { handle } from '../wrapper';

// Earning rules, levels, badges, daily reward items, redirects, specials, the wheel's segments and
// quizzes for editors, each the same seven routes under /api/console/{resource}, or the resource's
// own path (contentApiPath: /api/console/prizewheel/segments) (docs/console.md, Content).

const noStore = { 'Cache-Control': 'no-store' };
const editors = ['editor'] as const;
export const CONTENT_ACTS: readonly ContentAct[] = ['publish', 'unpublish', 'archive'];

function contentRoutes(resource: ContentResource) {
  const spec = contentSpecs[resource];
  const body = CONTENT_INPUTS[resource];
  const path = contentApiPath(resource);
  const routes = new Hono<AppEnv>()
    // GET /api/console/{resource} — paged, searched (?q=), archived ones with ?archived=true
    .get(
      path,
      handle({ auth: 'console', roles: editors, query: consoleListQuerySchema }, async ({ c, deps, query }) =>
        c.json(await listContent(deps.db, spec, query), 200, noStore),
      ),
    )
    // POST /api/console/{resource} — a new item, not published
    .post(
      path,
      handle({ auth: 'console', roles: editors, body }, async ({ c, deps, staff, body }) =>
        c.json(await createContent(deps.db, spec, staff.id, body as Record<string, unknown>), 201, noStore),
      ),
    )
    // GET /api/console/{resource}/:key — what members see, and the pending draft
    .get(
      `${path}/:key`,
      handle({ auth: 'console', roles: editors, params: contentKeyParamSchema }, async ({ c, deps, params }) =>
        c.json(await getContent(deps.db, spec, params.key), 200, noStore),
      ),
    )
    // PUT /api/console/{resource}/:key — edit: in place while unpublished, as a draft once published
    .put(
      `${path}/:key`,
      handle({ auth: 'console', roles: editors, params: contentKeyParamSchema, body }, async ({ c, deps, staff, params, body }) =>
        c.json(await updateContent(deps.db, spec, staff.id, params.key, body as Record<string, unknown>), 200, noStore),
      ),
    );
  // POST /api/console/{resource}/:key/publish · /unpublish · /archive — members see it at once
  for (const act of CONTENT_ACTS) {
    routes.post(
      `${path}/:key/${act}`,
      handle({ auth: 'console', roles: editors, params: contentKeyParamSchema }, async ({ c, deps, staff, params }) =>
        c.json(await setContentStatus(deps.db, spec, staff.id, params.key, act), 200, noStore),
      ),
    );
  }
  return routes;
}

export const consoleContentRoutes = new Hono<AppEnv>();
for (const resource of CONTENT_RESOURCES) consoleContentRoutes.route('/', contentRoutes(resource));
