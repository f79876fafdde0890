// The API fuzzer (docs/reliability.md, "Fuzzing the API"): FUZZ_REQUESTS malformed requests
// (default 10,000 per database) spread over every route of the API reference,
// seeded by FUZZ_SEED so a failure can be replayed. Pass: no 5xx, every 4xx in the error format and
// as the reference documents it, and no state change — the row count of every table, Σ ledger and
// every balance are the same before and after.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { TrieRouter } from 'hono/router/trie-router';
import { ERROR_CODES } from '@/lib/contracts/errors';
import type { Db } from '@/lib/server/db/client';
import { seedDemo } from '@/lib/server/db/seed';
import { createApp } from '@/lib/server/http/app';
import { routeGroups } from '@/lib/server/http/openapi/document';
import { execRows } from '@/lib/server/db/raw';
import { loginAs, ORIGIN, staffMember } from '../helpers/console';
import { describeEachDatabase, makeApp, TEST_API_KEY } from '../helpers/db';
import { malformed, prng, type FuzzRequest, type Identities } from '../helpers/fuzz';
import { responseProblem } from '../helpers/openapi';

const SEED = Number(process.env.FUZZ_SEED ?? 20261126);

/** Everything a request could change: each table's row count, Σ ledger, every balance (hashed). */
async function snapshot(db: Db) {
  const tables = await execRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) counts[name] = Number((await execRows<{ n: string }>(db, sql`select count(*) as n from ${sql.identifier(name)}`))[0]!.n);
  const [ledger] = await execRows<{ sum: string }>(db, sql`select coalesce(sum(amount), 0) as sum from ledger_entries`);
  const balances = await execRows<{ id: number; points: number }>(db, sql`select id, points_available as points from collectors order by id`);
  const balanceHash = createHash('sha256').update(JSON.stringify(balances)).digest('hex');
  return { counts, ledger: String(ledger!.sum), balances: balanceHash };
}

type FuzzApp = ReturnType<typeof createApp>;

/** Sends one malformed request; the failure, if its answer breaks a rule, and its status. */
async function judge(app: FuzzApp, req: FuzzRequest, label: string): Promise<{ status: number | null; failure: string | null }> {
  const at = `${label} ${req.method} ${req.url.slice(ORIGIN.length, ORIGIN.length + 90)} [${req.breaks}]`;
  let res: Response;
  try {
    res = await app.request(req.url, { method: req.method, headers: req.headers, body: req.body });
  } catch (err) {
    return { status: null, failure: `${at}: threw ${String(err)}` };
  }
  const readOnly = req.method === 'GET' || req.method === 'HEAD';
  if (res.status >= 500) return { status: res.status, failure: `${at}: ${res.status} ${(await res.text()).slice(0, 200)}` };
  if (res.status < 400) return { status: res.status, failure: readOnly ? null : `${at}: a malformed write answered ${res.status}` };
  const text = await res.clone().text();
  let body: { error?: { code?: unknown; message?: unknown } } | null = null;
  try {
    body = JSON.parse(text);
  } catch {
    /* reported below */
  }
  const code = body?.error?.code;
  if (typeof code !== 'string' || !(ERROR_CODES as readonly string[]).includes(code) || typeof body?.error?.message !== 'string' || !body.error.message) {
    return { status: res.status, failure: `${at}: ${res.status} not in the error format: ${text.slice(0, 120)}` };
  }
  // Methods no route has are answered by the 404/405 envelope; the reference has nothing more to say.
  if (req.method === 'FOO' || req.method === 'PROPFIND') return { status: res.status, failure: null };
  const problem = await responseProblem(app.routes, req.method, new URL(req.url).pathname, res.clone());
  return { status: res.status, failure: problem ? `${at}: ${problem}` : null };
}

describeEachDatabase('API fuzzing', (t) => {
  it('answers every malformed request with a documented 4xx in the error format and changes nothing', async () => {
    const total = Number(process.env.FUZZ_REQUESTS ?? 10_000);
    const { config, deps } = makeApp(t.database);
    // The plain app: the fuzzer collects every mismatch instead of stopping at the first.
    const app = createApp(deps);
    const demo = await seedDemo(t.db, config);
    const admin = await staffMember(t.db, 'admin');
    const ids: Identities = {
      apiKey: TEST_API_KEY,
      member: { token: demo.identified.collectorToken, hash: demo.identified.hash, ssoToken: demo.identified.token },
      consoleCookie: await loginAs(app, admin),
      origin: ORIGIN,
    };
    const router = new TrieRouter<string>();
    for (const r of app.routes) if (r.method !== 'ALL') router.add('ALL', r.path, r.method.toUpperCase());
    const allowedMethods = (path: string) => router.match('GET', path)[0].map(([m]) => m);
    const routes = routeGroups.flatMap((g) => g.routes);

    const before = await snapshot(t.db);
    const rng = prng(SEED);
    const failures: string[] = [];
    const byStatus = new Map<number, number>();
    for (let i = 0; i < total && failures.length < 20; i++) {
      const route = routes[i % routes.length]!;
      const req = malformed(route, ids, rng, allowedMethods);
      const { status, failure } = await judge(app, req, `#${i}`);
      if (status !== null) byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
      if (failure) failures.push(failure);
    }
    const after = await snapshot(t.db);
    const seen = [...byStatus]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}×${n}`)
      .join(' ');
    console.log(`fuzz [${t.kind}] seed ${SEED}: ${total} requests over ${routes.length} routes: ${seen}`);
    expect(failures).toEqual([]);
    expect(after).toEqual(before);
    expect([...byStatus.values()].reduce((a, b) => a + b, 0)).toBe(total);
  }, 600_000);

  it('would notice: a valid write fails the judge and shows in the snapshot', async () => {
    const app = createApp(makeApp(t.database).deps);
    const before = await snapshot(t.db);
    const req: FuzzRequest = {
      method: 'POST',
      url: `${ORIGIN}/api/host/collectors`,
      headers: { Authorization: `Bearer ${TEST_API_KEY}`, 'Content-Type': 'application/json' },
      body: '{}',
      breaks: 'none',
    };
    const { status, failure } = await judge(app, req, 'valid');
    expect([status, failure]).toEqual([201, expect.stringContaining('a malformed write answered 201')]);
    expect((await snapshot(t.db)).counts.collectors).toBe(before.counts.collectors! + 1);
  });
});
