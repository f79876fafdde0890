// GET /embed.js (docs/embedding.md): the built loader with its content type and cache header, a
// build without it → 404 in German; GET /api/notifications answers the allowed host origins cross-origin.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { embedRoutes } from '@/lib/server/http/routes/embed';
import type { AppEnv } from '@/lib/server/http/context';
import { describeEachDatabase, makeApp } from '../helpers/db';
import { newMember } from '../helpers/loyalty';

describe('GET /embed.js', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'embed-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves the built loader as JavaScript with a cache header', async () => {
    const file = path.join(dir, 'embed.js');
    writeFileSync(file, '(()=>{})();');
    const res = await embedRoutes(file).request('/embed.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=86400');
    expect(await res.text()).toBe('(()=>{})();');
  });

  it('answers 404 in German when the build has no loader', async () => {
    const res = await new Hono<AppEnv>().route('/', embedRoutes(path.join(dir, 'missing.js'))).request('/embed.js');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Nicht gefunden.' } });
  });
});

describeEachDatabase('GET /api/notifications from a host page', (t) => {
  it('names an allowed frame ancestor in Access-Control-Allow-Origin, no other origin', async () => {
    const { app } = makeApp(t.database, { ALLOWED_FRAME_ANCESTORS: 'https://www.zeitung.example' });
    const { token } = await newMember(app);
    const url = `/api/notifications?collector_token=${token}`;
    const allowed = await app.request(url, { headers: { Origin: 'https://www.zeitung.example' } });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://www.zeitung.example');
    expect(allowed.headers.get('vary')).toMatch(/Origin/);
    const foreign = await app.request(url, { headers: { Origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});
