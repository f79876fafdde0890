import 'server-only';
import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_PICTURE_BYTES, mediaIdParamSchema } from '@/lib/contracts/media';
import { idParamSchema } from '@/lib/contracts/rewards';
import { readPicture, storePicture } from '@/lib/server/console/media';
import { rewardPreviewUrls } from '@/lib/server/console/previews';
import { consoleReward } from '@/lib/server/console/rewards';
import { specialPreviewUrls } from '@/lib/server/console/special-preview';
import { specials } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/errors';
import { serverText } from '@/lib/server/texts';
import type { AppEnv } from '../context';
import { handle } from '../wrapper';

// Pictures and previews for editors (docs/console.md, Pictures and Previews), and the public
// address the pictures are served from.

const noStore = { 'Cache-Control': 'no-store' };
const editors = ['editor'] as const;

const tooLarge = () => {
  throw new ApiError('PAYLOAD_TOO_LARGE', undefined, serverText('console.editor.picture.tooLarge'));
};

/**
 * The multipart body's `file`, read only once the wrapper has checked who asks and where from, and
 * at most MAX_PICTURE_BYTES of it (hono/body-limit: parseBody alone would read any size into memory).
 */
async function uploadedFile(c: Context<AppEnv>): Promise<File> {
  let file: unknown;
  await bodyLimit({ maxSize: MAX_PICTURE_BYTES, onError: tooLarge })(c, async () => {
    try {
      file = (await c.req.parseBody())['file'];
    } catch {
      throw new ApiError('BAD_REQUEST');
    }
  });
  if (!(file instanceof File) || file.size === 0) throw new ApiError('UNSUPPORTED_IMAGE');
  return file;
}

export const consoleMediaRoutes = new Hono<AppEnv>()
  // POST /api/console/media — an editor uploads a picture (multipart `file`), kept as WebP
  .post(
    '/media',
    handle({ auth: 'console', roles: editors, idempotency: 'none', form: true }, async ({ c, deps, staff }) => {
      const file = await uploadedFile(c);
      const bytes = new Uint8Array(await file.arrayBuffer());
      return c.json(await storePicture(deps.db, staff.id, bytes, file.name ? file.name.slice(0, 200) : null), 201, noStore);
    }),
  )
  // GET /api/console/rewards/:id/preview — the reward's preview pages, signed for an hour
  .get(
    '/rewards/:id/preview',
    handle({ auth: 'console', roles: editors, params: idParamSchema }, async ({ c, deps, params }) => {
      await consoleReward(deps.db, params.id);
      return c.json(rewardPreviewUrls(deps.config, params.id), 200, noStore);
    }),
  )
  // GET /api/console/specials/:id/preview — the special's preview page, signed for an hour
  .get(
    '/specials/:id/preview',
    handle({ auth: 'console', roles: editors, params: idParamSchema }, async ({ c, deps, params }) => {
      const [found] = await deps.db.select({ id: specials.id }).from(specials).where(eq(specials.id, params.id));
      if (!found) throw new ApiError('CONTENT_NOT_FOUND');
      return c.json(specialPreviewUrls(deps.config, params.id), 200, noStore);
    }),
  );

export const mediaRoutes = new Hono<AppEnv>()
  // GET /api/media/:id — an uploaded picture; its address never changes what it holds
  .get(
    '/media/:id',
    handle({ auth: 'public', params: mediaIdParamSchema }, async ({ c, deps, params }) => {
      const picture = await readPicture(deps.db, params.id);
      if (!picture) throw new ApiError('NOT_FOUND');
      return c.body(new Uint8Array(picture.bytes), 200, { 'Content-Type': picture.contentType, 'Cache-Control': 'public, max-age=31536000, immutable' });
    }),
  );
