// A fresh, migrated database per suite: in-memory PGlite always, and a throw-away PostgreSQL
// database as well when TEST_DATABASE_URL is set (created here, dropped WITH (FORCE) afterwards).
// Each is a copy of a template migrated once per content of the migrations (./db-templates.ts).
import { clearCatalogCache } from '@/lib/server/services/catalog-cache';
import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { parseConfig, type Config } from '@/lib/config';
import { openPostgres, type Database, type Db } from '@/lib/server/db/client';
import { createApp } from '@/lib/server/http/app';
import { seedDemo } from '@/lib/server/db/seed';
import { setPasswordHashCost } from '@/lib/server/console/passwords';
import type { AppDeps } from '@/lib/server/http/context';
import { copyPostgresTemplate, openPgliteCopy } from './db-templates';
import { withDocumentedResponses } from './openapi';

export type DatabaseKind = Database['kind'];

/** Secrets of the test configuration, so suites can check they never leak. */
export const TEST_API_KEY = 'test-api-key-4f9c2b7e1d8a6035';
export const TEST_SSO_SECRET = 'test-sso-secret-b1e7a3c95d2f4086';

/** The suite's database; `database`/`db` are usable from beforeAll on. */
export type TestDatabase = {
  readonly kind: DatabaseKind;
  readonly database: Database;
  readonly db: Db;
};

/**
 * Which databases a suite runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set; or the
 * comma list TEST_DATABASE_KINDS (`pglite`, `postgres`), so CI can run and time each driver alone.
 * The PostgreSQL-only suites (test/pg) follow TEST_DATABASE_URL alone.
 */
export function databaseKinds(): DatabaseKind[] {
  const listed = process.env.TEST_DATABASE_KINDS?.split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  if (!listed?.length) return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  const unknown = listed.filter((k) => k !== 'pglite' && k !== 'postgres');
  if (unknown.length) throw new Error(`TEST_DATABASE_KINDS: unknown kind ${unknown.join(', ')} (pglite, postgres)`);
  if (listed.includes('postgres') && !process.env.TEST_DATABASE_URL) throw new Error('TEST_DATABASE_KINDS lists postgres, but TEST_DATABASE_URL is not set');
  return [...new Set(listed as DatabaseKind[])];
}

type Opened = { database: Database; dispose: () => Promise<void>; url?: string };

/**
 * A copy opens in a few seconds, but the first block to find no template of the migrations builds
 * it (./db-templates.ts): a migration took more than Jest's 30 s on a loaded 2-core machine.
 */
const OPEN_TIMEOUT_MS = 180_000;

/**
 * A fresh, migrated PostgreSQL database with a pool of `poolSize`, dropped WITH (FORCE) on dispose:
 * a copy of the template (./db-templates.ts), migrated by the first caller that finds none.
 */
export async function openFreshPostgres(adminUrl: string, poolSize = 20): Promise<Opened> {
  const name = `raeppli_t_${randomBytes(8).toString('hex')}`;
  await copyPostgresTemplate(adminUrl, name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } finally {
      await client.end();
    }
  };
  try {
    const database = await openPostgres(url.toString(), poolSize);
    return { database, dispose: async () => database.close().finally(drop), url: url.toString() };
  } catch (err) {
    await drop();
    throw err;
  }
}

async function openFresh(kind: DatabaseKind): Promise<Opened> {
  if (kind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    return openFreshPostgres(url);
  }
  const database = await openPgliteCopy();
  return { database, dispose: () => database.close() };
}

/**
 * Runs `fn` as a describe block once per database kind (`name [pglite]`, `name [postgres]`),
 * each on its own fresh migrated database (a copy of the template) that lives for the whole block.
 */
export function describeEachDatabase(name: string, fn: (t: TestDatabase) => void) {
  for (const kind of databaseKinds()) {
    describe(`${name} [${kind}]`, () => {
      let opened: Opened | undefined;
      const handle: TestDatabase = {
        kind,
        get database() {
          if (!opened) throw new Error('the test database is opened in beforeAll');
          return opened.database;
        },
        get db() {
          return handle.database.db;
        },
      };
      beforeAll(async () => {
        // Cached catalogue rows belong to one database; each block starts without them.
        clearCatalogCache();
        opened = await openFresh(kind);
      }, OPEN_TIMEOUT_MS);
      afterAll(async () => {
        await opened?.dispose();
        opened = undefined;
      });
      fn(handle);
    });
  }
}

/** The configuration of the test apps: fixed secrets, no process.env. */
export function testConfig(overrides: Record<string, string | undefined> = {}): Config {
  return parseConfig({
    NODE_ENV: 'test',
    API_KEY: TEST_API_KEY,
    SSO_SECRET: TEST_SSO_SECRET,
    SITE_URL: 'https://raeppli.test',
    FRONTEND_URL: 'https://raeppli.test',
    // Suites that send many writes as one member are not about rate limits (test/api/rate-limits.test.ts is).
    RATE_LIMIT_SCALE: '1000',
    // scrypt at 1 MiB instead of 32 (lib/config.ts): a test's logins prove the same, in milliseconds (docs/conventions.md 18).
    PASSWORD_HASH_COST: '10',
    ...overrides,
  });
}

/**
 * createApp over a test database; deps (ping, isDraining, buildId) may be replaced. Every response
 * to `app.request` is checked against the API reference (test/helpers/openapi.ts).
 */
export function makeApp(database: Database, configOverrides: Record<string, string | undefined> = {}, depsOverrides: Partial<AppDeps> = {}) {
  const config = testConfig(configOverrides);
  setPasswordHashCost(config);
  const deps: AppDeps = {
    db: database.db,
    config,
    buildId: 'test-build',
    ping: () => database.ping(),
    isDraining: () => false,
    ...depsOverrides,
  };
  return { app: withDocumentedResponses(createApp(deps)), config, deps };
}

/** makeApp over a test database with the German demo data in it (earning rules, catalogue, members). */
export async function seededApp(t: TestDatabase) {
  const made = makeApp(t.database);
  await seedDemo(t.db, made.config);
  return made;
}

/** Number of rows in a table. */
export async function countRows(db: Db, table: PgTable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return Number(row?.n ?? 0);
}
