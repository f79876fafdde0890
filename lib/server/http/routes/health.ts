import 'server-only';
import { Hono } from 'hono';
import type { AppEnv } from '../context';

// GET /livez — the process answers; no dependencies. GET /readyz — database reachable, not draining.
export const health = new Hono<AppEnv>()
  .get('/livez', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' });
  })
  .get('/readyz', async (c) => {
    c.header('Cache-Control', 'no-store');
    const deps = c.get('deps');
    if (deps.isDraining()) return c.json({ status: 'draining' }, 503);
    try {
      await deps.ping();
      return c.json({ status: 'ready' });
    } catch {
      return c.json({ status: 'database unavailable' }, 503);
    }
  })
  // GET /builds/latest.json?timestamp=… — polled by the web view to detect a new build.
  .get('/builds/latest.json', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ id: c.get('deps').buildId });
  });
