// The voucher guess limit across server processes (docs/vouchers.md, Guessing): two real Node
// processes, each with its own pool, on one PostgreSQL database. Failed codes sent to either count
// for both, because the count lives in the database (voucher_guess_failures), not in a process.
import type { Database } from '@/lib/server/db/client';
import { clearCatalogCache } from '@/lib/server/services/catalog-cache';
import { TEST_API_KEY } from '../helpers/db';
import { openFreshPostgresDb } from '../helpers/loyalty';
import { makeCampaign, unknownCode } from '../helpers/vouchers';
import { bundleApiProcess, startApiProcess, type ApiProcess } from './spawn-api';

const url = process.env.TEST_DATABASE_URL;

if (!url) {
  describe.skip('voucher guess limit across processes — SKIPPED: set TEST_DATABASE_URL=postgres://… to run it (it needs a database two processes share)', () => {
    it('runs only against PostgreSQL', () => undefined);
  });
} else {
  describe('voucher guess limit across two API processes on one PostgreSQL', () => {
    let database: Database;
    let dispose: () => Promise<void>;
    let procs: ApiProcess[] = [];

    beforeAll(async () => {
      clearCatalogCache();
      const opened = await openFreshPostgresDb(url, 5);
      ({ database, dispose } = opened);
      const bundle = await bundleApiProcess();
      procs = await Promise.all([startApiProcess(bundle, opened.url!, 4), startApiProcess(bundle, opened.url!, 4)]);
    }, 90_000);

    afterAll(async () => {
      await Promise.all(procs.map((p) => p.stop()));
      await dispose?.();
    });

    const lookup = async (p: ApiProcess, token: string, code: string) => {
      const res = await fetch(`${p.origin}/api/vouchers/lookup?code=${encodeURIComponent(code)}&collector_token=${encodeURIComponent(token)}`);
      return [res.status, ((await res.json()) as { error?: { code: string } }).error?.code ?? 'ok', res.headers.get('retry-after')] as const;
    };

    it('3 failed codes on one process and 2 on the other: the sixth try is refused by both (429, Retry-After)', async () => {
      const { codes } = await makeCampaign(database.db);
      const created = await fetch(`${procs[0]!.origin}/api/host/collectors`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${TEST_API_KEY}`, 'Content-Type': 'application/json' },
        body: '{}',
      });
      const { collector_token: token } = (await created.json()) as { collector_token: string };

      for (let i = 0; i < 3; i++) expect((await lookup(procs[0]!, token, unknownCode())).slice(0, 2)).toEqual([404, 'VOUCHER_INVALID']);
      for (let i = 0; i < 2; i++) expect((await lookup(procs[1]!, token, unknownCode())).slice(0, 2)).toEqual([404, 'VOUCHER_INVALID']);

      for (const p of procs) {
        const [status, code, retryAfter] = await lookup(p, token, codes[0]!);
        expect([status, code]).toEqual([429, 'RATE_LIMITED']);
        expect(Number(retryAfter)).toBeGreaterThan(0);
        expect(Number(retryAfter)).toBeLessThanOrEqual(600);
      }
    }, 60_000);
  });
}
