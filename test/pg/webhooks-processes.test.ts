// Webhooks across server processes (docs/webhooks.md, "Several instances"): two real Node
// processes with their own pools and their own webhook senders (every 50 ms) on one PostgreSQL
// database, one of them restarted half-way. A receiver this test starts gets every event once.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/client';
import { execRows } from '@/lib/server/db/raw';
import { clearCatalogCache } from '@/lib/server/services/catalog-cache';
import { TEST_API_KEY } from '../helpers/db';
import { openFreshPostgresDb } from '../helpers/loyalty';
import { bundleApiProcess, startApiProcess, type ApiProcess } from './spawn-api';

const url = process.env.TEST_DATABASE_URL;
const N = 40;
const SENDER = { RAEPPLI_TEST_WEBHOOK_MS: '50' };

if (!url) {
  describe.skip('webhooks across processes — SKIPPED: set TEST_DATABASE_URL=postgres://… to run it (it needs a database two processes share)', () => {
    it('runs only against PostgreSQL', () => undefined);
  });
} else {
  describe('webhooks across two API processes on one PostgreSQL', () => {
    let database: Database;
    let dispose: () => Promise<void>;
    let dbUrl: string;
    let bundle: string;
    let procs: ApiProcess[] = [];
    let server: Server;
    let hooks: string;
    const received: string[] = [];

    beforeAll(async () => {
      clearCatalogCache();
      const opened = await openFreshPostgresDb(url, 5);
      ({ database, dispose } = opened);
      dbUrl = opened.url!;
      server = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          received.push((JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id: string }).id);
          setTimeout(() => res.writeHead(204).end(), 10);
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      hooks = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
      bundle = await bundleApiProcess();
      procs = await Promise.all([startApiProcess(bundle, dbUrl, 4, SENDER), startApiProcess(bundle, dbUrl, 4, SENDER)]);
    }, 90_000);

    afterAll(async () => {
      await Promise.all(procs.map((p) => p.stop()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await dispose?.();
    });

    const host = (p: ApiProcess, path: string, body: unknown) =>
      fetch(`${p.origin}${path}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${TEST_API_KEY}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });

    /** A member created through one process opts out through the other: one member.opted_out event. */
    async function optOut(i: number) {
      const made = (await (await host(procs[i % 2]!, '/api/host/collectors', { user: { id: `wh-proc-${i}` } })).json()) as {
        collector_token: string;
        hash: string;
        token: string;
      };
      const pair = `collector_token=${encodeURIComponent(made.collector_token)}&hash=${made.hash}&token=${encodeURIComponent(made.token)}`;
      const res = await fetch(`${procs[(i + 1) % 2]!.origin}/api/me/optOut?${pair}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ reason: 'Test' }),
      });
      expect(res.status).toBe(200);
    }

    it('delivers every event once while both send, and after one of them restarts', async () => {
      const registered = await host(procs[0]!, '/api/host/webhooks', { url: hooks, events: ['member.opted_out'] });
      expect(registered.status).toBe(201);
      for (let i = 0; i < N / 2; i++) await optOut(i);
      // One process goes away and a new one takes its place (a deploy), while events keep coming.
      await procs[1]!.stop();
      procs[1] = await startApiProcess(bundle, dbUrl, 4, SENDER);
      for (let i = N / 2; i < N; i++) await optOut(i);

      const deadline = Date.now() + 30_000;
      while (received.length < N && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      // A little longer: a second send would show up now.
      await new Promise((r) => setTimeout(r, 500));
      expect(received).toHaveLength(N);
      expect(new Set(received).size).toBe(N);
      const [row] = await execRows<{ delivered: number; attempts: number; events: number }>(
        database.db,
        sql`select count(*) filter (where state = 'delivered')::int as delivered, coalesce(sum(attempts), 0)::int as attempts,
                   (select count(*)::int from webhook_events) as events
              from webhook_deliveries`,
      );
      expect(row).toEqual({ delivered: N, attempts: N, events: N });
    }, 90_000);
  });
}
