import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono, type MiddlewareHandler } from 'hono';
import { ApiError, errorResponse } from '@/lib/server/errors';
import type { AppEnv } from '../context';

// GET /embed.js — the host pages' loader (docs/embedding.md), built by scripts/build-server.mjs into
// dist/embed.js. Its address has no version, so browsers and CDNs keep it five minutes and may serve
// a stale copy for a day while they fetch the new one.
export const EMBED_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=86400';

export function embedRoutes(file = path.join(process.cwd(), 'dist', 'embed.js')) {
  // Read once, on the first request (a failed read is tried again on the next).
  let loader: Promise<string> | undefined;
  return new Hono<AppEnv>().get('/embed.js', async (c) => {
    loader ??= readFile(file, 'utf8');
    const body = await loader.catch(() => {
      loader = undefined;
      return null;
    });
    if (body === null) return errorResponse(c, new ApiError('NOT_FOUND'));
    c.header('Cache-Control', EMBED_CACHE_CONTROL);
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    return c.body(body);
  });
}

/**
 * The loader asks GET /api/notifications from the host page: a simple cross-origin GET, allowed for
 * the host origins that may frame us (ALLOWED_FRAME_ANCESTORS), no others, no credentials.
 */
export const embedCors: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const origin = c.req.header('origin');
  c.header('Vary', 'Origin', { append: true });
  if (origin && c.get('deps').config.ALLOWED_FRAME_ANCESTORS.includes(origin)) c.header('Access-Control-Allow-Origin', origin);
};
