// The leaderboard under concurrency, on real PostgreSQL (a pool of 25 on a fresh database): members
// at the same score credited at once, logins, merges, opt-outs, reads and the fold all at the same
// time. Afterwards the counts (with the moves not folded yet) equal a recount, the weeks equal the
// ledger, and no request failed (no deadlock, no count below zero).
import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/client';
import { applyDefaults } from '@/lib/server/db/defaults';
import { clearCatalogCache } from '@/lib/server/services/catalog-cache';
import { weekBoard } from '@/lib/server/services/leaderboard';
import { makeApp } from '../helpers/db';
import { assertLeaderboardConsistent, boardOf, fold, identified, weekStartOf } from '../helpers/leaderboard';
import { assertLedgerConsistent, collectorByToken, hostPost, newKey, newMember, openFreshPostgresDb, optOutAs, type App } from '../helpers/loyalty';

const url = process.env.TEST_DATABASE_URL;

if (!url) {
  describe.skip('Leaderboard concurrency — SKIPPED: set TEST_DATABASE_URL=postgres://… to run it (PGlite cannot run requests concurrently)', () => {
    it('runs only against PostgreSQL', () => undefined);
  });
} else {
  describe('Leaderboard concurrency on PostgreSQL (pool of 25, fresh database)', () => {
    let database: Database;
    let dispose: () => Promise<void>;
    let app: App;
    let config: ReturnType<typeof makeApp>['config'];
    const all = <T>(n: number, fn: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => fn(i)));
    const status = (res: Response) => res.status;

    beforeAll(async () => {
      clearCatalogCache();
      ({ database, dispose } = await openFreshPostgresDb(url, 25));
      ({ app, config } = makeApp(database));
      await applyDefaults(database.db);
      await all(25, () => database.db.execute(sql`select pg_sleep(0.05)`));
    }, 60_000);

    afterAll(async () => {
      await dispose?.();
    });

    it('credits, events, logins, merges, opt-outs and reads at once keep the boards equal to a recount', async () => {
      // 40 members all at 100 Räppli: every credit below starts on the same score rows.
      const members = await all(40, () => identified(app));
      await all(40, (i) =>
        hostPost(app, '/api/host/adjustments', { collector_token: members[i]!.token, amount: 100, reason: 'Start', idempotency_key: newKey('start') }),
      );
      const anonymous = await all(10, () => newMember(app));
      await all(10, (i) =>
        hostPost(app, '/api/host/adjustments', { collector_token: anonymous[i]!.token, amount: 7 * (i + 1), reason: 'Start', idempotency_key: newKey('anon') }),
      );
      const owners = members.slice(30, 35);

      const work: Promise<number>[] = [];
      // The fold runs beside them, as the server's job does (here every 20 ms).
      let folding = true;
      let folds = 0;
      const folder = (async () => {
        while (folding) {
          folds += (await fold(database.db)) > 0 ? 1 : 0;
          await new Promise((r) => setTimeout(r, 20));
        }
      })();
      for (let round = 0; round < 8; round++) {
        for (const [i, m] of members.entries()) {
          // Adjustments of 5 (all 40 move 100 → 105 → … together) and events of 5 (articleRead).
          work.push(
            hostPost(app, '/api/host/adjustments', { collector_token: m.token, amount: 5, reason: 'Gleichzeitig', idempotency_key: newKey('par') }).then(
              status,
            ),
          );
          if (i % 2 === 0) {
            work.push(
              hostPost(app, '/api/host/events', {
                collector_token: m.token,
                step: 'articleRead',
                data: { article_id: `r${round}-${i}` },
                idempotency_key: newKey('ev'),
              }).then(status),
            );
          }
        }
        if (round === 2) {
          // Five anonymous members log in as new accounts, five are merged into existing ones.
          for (const [i, a] of anonymous.entries()) {
            const user = i < 5 ? { id: `fresh-${i}-${Date.now()}` } : { id: (await collectorByToken(database.db, owners[i - 5]!.token)).ssoUserId! };
            work.push(hostPost(app, `/api/host/collectors/${encodeURIComponent(a.token)}/identify`, { user }).then(status));
          }
        }
        if (round === 4) {
          for (const m of members.slice(0, 4)) work.push(optOutAs(app, m, 'Pause').then(([s]) => s));
        }
        for (const m of members.slice(10, 14)) work.push(boardOf(app, m.token, round % 2 ? 'week' : 'total').then(([s]) => s));
      }
      const statuses = await Promise.all(work);
      folding = false;
      await folder;
      expect(statuses.filter((s) => s !== 200)).toEqual([]);
      expect(folds).toBeGreaterThan(0);

      await assertLedgerConsistent(database.db);
      await assertLeaderboardConsistent(database.db, { board: weekBoard(new Date(), config.TIMEZONE), since: weekStartOf(new Date()) });
      // Those still ranked at the same score share one rank.
      const [, board] = await boardOf(app, members[20]!.token);
      expect(board.me.points).toBe(100 + 8 * 5 + 8 * 5);
      await fold(database.db);
      await assertLeaderboardConsistent(database.db, { board: weekBoard(new Date(), config.TIMEZONE), since: weekStartOf(new Date()) });
    }, 120_000);
  });
}
