import 'server-only';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';
import { applyFunctions } from './functions';
import { log } from '@/lib/server/log';

export type Schema = typeof schema;
/** The one database type every service takes first; both drivers and transactions satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs migrations, then applies the database functions, while holding the migration lock (PostgreSQL: an advisory lock). */
  migrate(migrationsFolder: string): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

const MIGRATION_LOCK = 725_501_337;
const PING_TIMEOUT_MS = 4000;
const CONNECT_TIMEOUT_MS = 5000;

/**
 * A connection that is not made within 5 s fails the request (503, docs/reliability.md, "Faults").
 * Not less: on a loaded 2-core machine PostgreSQL took more than 3 s to start a backend under a burst.
 * Only the connecting: the pool's own connectionTimeoutMillis would also bound the wait for a free
 * connection, and a burst of spends that queues for a few seconds would then fail instead.
 */
class ConnectOnTime extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super({ ...(typeof config === 'string' ? { connectionString: config } : config), connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  }
}

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, Client: ConnectOnTime, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (err) => log().warn({ error: err.message }, 'database connection lost (idle)'));
  // Nor may a checked-out one: its query fails on its own, the 'error' event needs a listener.
  pool.on('connect', (client) => client.on('error', (err) => log().warn({ error: err.message }, 'database connection lost')));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate(migrationsFolder) {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migrate(drizzlePg(client, { schema }), { migrationsFolder });
        await applyFunctions((statement) => client.query(statement));
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        client.release();
      }
    },
    async ping() {
      // A ping that does not come back in time counts as failed (/readyz answers 503).
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('database ping: connection timeout')), PING_TIMEOUT_MS)));
      try {
        await Promise.race([db.execute(sql`select 1`), late]);
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => pool.end(),
  };
}

/** dataDir undefined → an in-memory database (tests). */
export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? new PGlite(path.resolve(dataDir)) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async migrate(migrationsFolder) {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(drizzlePglite(client, { schema }), { migrationsFolder });
      await applyFunctions((statement) => client.exec(statement));
    },
    async ping() {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), 'drizzle');

type Holder = { __raeppliDatabase?: Promise<Database> };

/**
 * The process-wide database: PostgreSQL when a URL is given, else PGlite under dataDir.
 * Kept on globalThis so one process never opens two PGlite instances on one folder.
 */
export function processDatabase(opts: { url?: string; dataDir: string; poolSize?: number }): Promise<Database> {
  const holder = globalThis as Holder;
  holder.__raeppliDatabase ??= (async () => {
    const database = opts.url ? await openPostgres(opts.url, opts.poolSize) : await openPglite(path.join(opts.dataDir, 'pglite'));
    await database.migrate(MIGRATIONS_FOLDER);
    return database;
  })();
  return holder.__raeppliDatabase;
}
