// The database goes away and comes back (docs/reliability.md, "Faults"): PostgreSQL is reached
// through a TCP proxy this test cuts (every connection closed, new ones refused). Member and host
// requests answer 503 SERVICE_UNAVAILABLE with Retry-After, /readyz 503, /livez 200, the server
// process stays alive; once the proxy listens again, the same process answers 200 without a restart.
// Checked in a separate API process and in-process (where pg's errors come from another realm).
import { startCutProxy, type CutProxy } from '@/scripts/faults/cut-proxy.cjs';
import { openPostgres, type Database } from '@/lib/server/db/client';
import { applyDefaults } from '@/lib/server/db/defaults';
import { clearCatalogCache } from '@/lib/server/services/catalog-cache';
import { makeApp, TEST_API_KEY } from '../helpers/db';
import { assertLedgerConsistent, newKey, openFreshPostgresDb, type App } from '../helpers/loyalty';
import { bundleApiProcess, startApiProcess, type ApiProcess } from './spawn-api';

const url = process.env.TEST_DATABASE_URL;
// The requirement itself: an answer within 10 s while the database is down (docs/reliability.md, "Faults").
const ANSWER_WITHIN_MS = 10_000;

type Answer = { status: number; body: { error?: { code?: string; message?: string } } | Record<string, unknown>; retryAfter: string | null };

if (!url) {
  describe.skip('database outage — SKIPPED: set TEST_DATABASE_URL=postgres://… to run it (it cuts the way to PostgreSQL)', () => {
    it('runs only against PostgreSQL', () => undefined);
  });
} else {
  describe('database outage through a cuttable proxy', () => {
    let direct: Database;
    let dispose: () => Promise<void>;
    let proxy: CutProxy;
    let proxied: Database;
    let app: App;
    let proc: ApiProcess;
    const member = { token: '' };

    /** A request to the API process, answered within the bound or failing. */
    async function ask(path: string, init: RequestInit = {}): Promise<Answer> {
      const res = await fetch(`${proc.origin}${path}`, { ...init, signal: AbortSignal.timeout(ANSWER_WITHIN_MS) });
      return { status: res.status, body: await res.json(), retryAfter: res.headers.get('retry-after') };
    }
    async function askInProcess(path: string, init: RequestInit = {}): Promise<Answer> {
      const res = await Promise.race([
        app.request(path, init),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ANSWER_WITHIN_MS} ms`)), ANSWER_WITHIN_MS).unref()),
      ]);
      return { status: res.status, body: await res.json(), retryAfter: res.headers.get('retry-after') };
    }

    const hostInit = (body: unknown): RequestInit => ({
      method: 'POST',
      headers: { Authorization: `Bearer ${TEST_API_KEY}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const event = () => {
      const key = newKey('outage');
      return hostInit({ collector_token: member.token, step: 'articleRead', data: { article_id: key }, idempotency_key: key });
    };
    const me = () => `/api/me?collector_token=${encodeURIComponent(member.token)}`;

    const expectUnavailable = (answer: Answer) => {
      expect(answer.status).toBe(503);
      expect((answer.body as { error: { code: string } }).error.code).toBe('SERVICE_UNAVAILABLE');
      expect((answer.body as { error: { message: string } }).error.message).toMatch(/nicht erreichbar/);
      expect(answer.retryAfter).toBe('5');
    };

    /** Asks /readyz of the process until it is ready again (the pool reconnects by itself). */
    async function readyAgain(path = '/readyz') {
      for (let i = 0; i < 40; i++) {
        if ((await ask(path)).status === 200) return;
        await new Promise((r) => setTimeout(r, 250));
      }
      throw new Error('not ready again within 10 s');
    }

    beforeAll(async () => {
      clearCatalogCache();
      const opened = await openFreshPostgresDb(url, 3);
      ({ database: direct, dispose } = opened);
      await applyDefaults(direct.db);
      const target = new URL(opened.url!);
      proxy = await startCutProxy({ host: target.hostname, port: Number(target.port || 5432) });
      proxied = await openPostgres(proxy.url(opened.url!), 4);
      app = makeApp(proxied).app;
      proc = await startApiProcess(await bundleApiProcess(), proxy.url(opened.url!), 4);
      const made = await ask('/api/host/collectors', hostInit({}));
      expect(made.status).toBe(201);
      member.token = (made.body as { collector_token: string }).collector_token;
    }, 90_000);

    afterAll(async () => {
      await proc?.stop();
      await proxied?.close().catch(() => undefined);
      await proxy?.close();
      await dispose?.();
      clearCatalogCache();
    });

    it('answers 503 SERVICE_UNAVAILABLE while the database is away, and 200 again once it is back, in the same process', async () => {
      expect((await ask(me())).status).toBe(200);
      expect((await ask('/api/host/events', event())).status).toBe(200);

      await proxy.cut();
      expectUnavailable(await ask(me()));
      expectUnavailable(await ask('/api/host/events', event()));
      expectUnavailable(await ask('/api/rewards'));
      expect((await ask('/readyz')).status).toBe(503);
      expect((await ask('/livez')).status).toBe(200);
      // Again, now that the pool holds no connection: new ones are refused.
      expectUnavailable(await ask(me()));
      expect(proc.child.exitCode).toBeNull();

      await proxy.restore();
      await readyAgain();
      expect((await ask(me())).status).toBe(200);
      expect((await ask('/api/host/events', event())).status).toBe(200);
      expect(proc.child.exitCode).toBeNull();
      await assertLedgerConsistent(direct.db);
    }, 60_000);

    it('cut while requests are under way: each answers 200 or 503, and the process lives on', async () => {
      const inFlight = Array.from({ length: 40 }, (_, i) => ask(i % 2 ? me() : '/api/host/events', i % 2 ? {} : event()));
      await new Promise((r) => setTimeout(r, 5));
      await proxy.cut();
      const answers = await Promise.all(inFlight);
      for (const a of answers) expect([200, 503]).toContain(a.status);
      await new Promise((r) => setTimeout(r, 200));
      expect(proc.child.exitCode).toBeNull();
      await proxy.restore();
      await readyAgain();
      expect((await ask(me())).status).toBe(200);
      await assertLedgerConsistent(direct.db);
    }, 60_000);

    it('a database that accepts connections and never answers: 503 once a new connection is not made in 5 s, /readyz 503', async () => {
      // The pool's idle connections are closed by the blackhole; new ones hang until their connect timeout.
      proxy.blackhole();
      try {
        expectUnavailable(await ask(me()));
        expectUnavailable(await ask('/api/host/events', event()));
        expect((await ask('/readyz')).status).toBe(503);
        expect(proc.child.exitCode).toBeNull();
      } finally {
        await proxy.restore();
      }
      await readyAgain();
      expect((await ask(me())).status).toBe(200);
    }, 60_000);

    it('answers the same in-process, where the driver’s errors are not this realm’s Error', async () => {
      expect((await askInProcess(me())).status).toBe(200);
      // A connection checked out of the pool between two statements (as in a transaction) when the
      // cut comes: its 'error' event must have a listener, or the process dies.
      const pool = (proxied.db as unknown as { $client: import('pg').Pool }).$client;
      const held = await pool.connect();
      await held.query('begin');
      expect(held.listenerCount('error')).toBeGreaterThan(0);
      const lost = new Promise((resolve) => held.once('error', resolve));
      await proxy.cut();
      expect(String(await lost)).toMatch(/terminated/i);
      held.release(true);
      try {
        expectUnavailable(await askInProcess(me()));
        expectUnavailable(await askInProcess('/api/host/events', event()));
        expect((await askInProcess('/readyz')).status).toBe(503);
      } finally {
        await proxy.restore();
      }
      expect((await askInProcess(me())).status).toBe(200);
      expect((await askInProcess('/api/host/events', event())).status).toBe(200);
      expect((await askInProcess('/readyz')).status).toBe(200);
    }, 60_000);
  });
}
