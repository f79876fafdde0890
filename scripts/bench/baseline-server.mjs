// The baseline for `npm run bench`: a plain node:http server doing the database read of
// GET /api/me (lib/server/services/me.ts) — the same statement, lib/server/db/queries/me.sql —
// and answering with the same JSON document. No framework, no validation layer, no middleware.
//
// Environment: BASELINE_PORT; BASELINE_DATABASE_URL (PostgreSQL via `pg`) or BASELINE_PGLITE_DIR
// (a PGlite data folder no other process has open); DATABASE_POOL_SIZE, SITE_URL, URI_SCHEME as
// the real server reads them.
import { readFileSync } from 'node:fs';
import http from 'node:http';

// The very statement the server runs for GET /api/me.
const ME_SQL = readFileSync(new URL('../../lib/server/db/queries/me.sql', import.meta.url), 'utf8');

async function openDatabase() {
  if (process.env.BASELINE_DATABASE_URL) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({
      connectionString: process.env.BASELINE_DATABASE_URL,
      max: Number(process.env.DATABASE_POOL_SIZE || 10),
    });
    return { query: async (text, params) => (await pool.query(text, params)).rows, close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const client = new PGlite(process.env.BASELINE_PGLITE_DIR);
  await client.waitReady;
  return { query: async (text, params) => (await client.query(text, params)).rows, close: () => client.close() };
}

const siteUrl = process.env.SITE_URL || 'http://localhost:3000';
const uriScheme = process.env.URI_SCHEME || 'raeppli';
const iso = (d) => new Date(d).toISOString();
const timeZone = process.env.TIMEZONE || 'Europe/Vienna';
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
const level = (l) => ({ id: Number(l.id), position: l.position, name: l.name, threshold: Number(l.threshold), image_url: l.image_url });

/** The level maths of lib/domain/levels.ts, inlined. */
function standing(levels, earned) {
  const sorted = levels.map(level).sort((a, b) => a.threshold - b.threshold);
  const index = sorted.findLastIndex((l) => earned >= l.threshold);
  const current = index >= 0 ? sorted[index] : null;
  const upcoming = sorted[index + 1];
  if (!upcoming) return { level: current, next_level: null };
  const from = current?.threshold ?? 0;
  const span = upcoming.threshold - from;
  const progress = span <= 0 ? 100 : Math.floor(((earned - from) / span) * 100);
  return {
    level: current,
    next_level: { ...upcoming, missing: upcoming.threshold - earned, progress: Math.max(0, Math.min(100, progress)) },
  };
}

async function me(db, token) {
  if (token.length > 128) return null;
  const [row] = await db.query(ME_SQL, [token, today()]);
  if (!row) return null;
  const m = row.me;
  return {
    collector_token: m.collector_token,
    lang: m.lang,
    points_available: Number(m.points_available),
    anonymous: m.anonymous,
    username: m.username,
    avatar_url: m.avatar_key ? `/sso/avatars/${m.avatar_key}` : null,
    ...(m.anonymous ? { level: m.levels[0] ? level(m.levels[0]) : null, next_level: null } : standing(m.levels, Number(m.lifetime_earned))),
    badges: m.badges.map((b) => ({ ...b, earned_at: iso(b.earned_at) })),
    meta: Object.entries(m.meta)
      .filter(([key]) => !key.startsWith('_'))
      .map(([key, value]) => ({ key, value })),
    currency: { basename: 'Räppli', media: [{ url: new URL('/raeppli.svg', siteUrl).toString() }] },
    customer: { uri_scheme: uriScheme },
    points_retirement: m.retirement ? { points: Number(m.retirement.points), date: iso(m.retirement.date) } : null,
    daily_reward: m.daily_reward ? { ...m.daily_reward, won_at: iso(m.daily_reward.won_at) } : null,
  };
}

const db = await openDatabase();

function send(res, status, body) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  if (url.pathname !== '/api/me') return send(res, 404, { error: { code: 'NOT_FOUND' } });
  const token = url.searchParams.get('collector_token');
  if (!token) return send(res, 400, { error: { code: 'MISSING_COLLECTOR_TOKEN' } });
  me(db, token).then(
    (body) => (body ? send(res, 200, body) : send(res, 404, { error: { code: 'COLLECTOR_NOT_FOUND' } })),
    (err) => {
      console.error('[baseline]', err.message);
      send(res, 500, { error: { code: 'INTERNAL' } });
    },
  );
});

server.listen(Number(process.env.BASELINE_PORT), '127.0.0.1', () => {
  console.log(`baseline listening on http://127.0.0.1:${server.address().port}`);
});

process.on('SIGTERM', () => {
  server.close(async () => {
    await db.close();
    process.exit(0);
  });
  server.closeIdleConnections();
});
