// Migrated templates of the test databases (test/helpers/db.ts): the migrations and the database
// functions run once per content of drizzle/ and lib/server/db/functions/, and every suite gets a
// copy — PostgreSQL through CREATE DATABASE … TEMPLATE, PGlite by loading a dump of a migrated data
// directory. test/helpers/db-templates.test.ts checks that a copy equals a fresh migration.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile, rename, rm, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { MIGRATIONS_FOLDER, openPglite, openPostgres, type Database, type Db } from '@/lib/server/db/client';
import { applyFunctions, FUNCTIONS_FOLDER } from '@/lib/server/db/functions';
import * as schema from '@/lib/server/db/schema';

/** Builders of PostgreSQL templates take this advisory lock (the app's migration lock is 725_501_337). */
const TEMPLATE_LOCK = 725_501_338;
const TEMPLATE_PREFIX = 'raeppli_tpl_';
/** Templates and dumps of other migration contents are removed once they are this old. */
const STALE_MS = 24 * 3_600_000;
/** PGlite dumps live here across runs, one file per key. */
export const PGLITE_TEMPLATE_DIR = path.join(os.tmpdir(), 'raeppli-test-templates');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    .sort();
}

let key: string | undefined;

/**
 * What a migrated database depends on: the migrations, the function files, the code that applies
 * them and the versions of PGlite and drizzle-orm (whose migrator keeps the migrations table).
 */
export function templateKey(): string {
  if (key) return key;
  const hash = createHash('sha256');
  const root = process.cwd();
  const inputs = [
    ...filesUnder(MIGRATIONS_FOLDER),
    ...filesUnder(FUNCTIONS_FOLDER),
    path.join(root, 'lib/server/db/client.ts'),
    path.join(root, 'lib/server/db/functions.ts'),
    path.join(root, 'test/helpers/db-templates.ts'),
  ];
  for (const file of inputs) hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  for (const pkg of ['@electric-sql/pglite', 'drizzle-orm']) {
    hash.update(`${pkg}@${JSON.parse(readFileSync(path.join(root, 'node_modules', pkg, 'package.json'), 'utf8')).version}\0`);
  }
  key = hash.digest('hex').slice(0, 16);
  return key;
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(adminUrl: string, fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

/** Drops a database, template or not (a template must be unmarked first). */
async function dropDatabase(admin: pg.Client, name: string) {
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!rowCount) return;
  await admin.query(`ALTER DATABASE "${name}" WITH IS_TEMPLATE false`);
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

/**
 * Templates of other keys built more than STALE_MS ago (their comment says when), and builds that
 * an interrupted run left behind (only the holder of TEMPLATE_LOCK builds, and that is us).
 * Templates in use by another checkout's run are younger than that; if one still goes, its next
 * copy builds it again (copyPostgresTemplate).
 */
async function dropStaleTemplates(admin: pg.Client, current: string) {
  const { rows } = await admin.query<{ name: string; note: string | null }>(
    `select datname as name, shobj_description(oid, 'pg_database') as note from pg_database where datname like $1 and datname <> $2`,
    [`${TEMPLATE_PREFIX.replaceAll('_', '\\_')}%`, current],
  );
  for (const { name, note } of rows) {
    const built = Date.parse(note?.match(/built (\S+)/)?.[1] ?? '');
    if (name.endsWith('_build') || !(Date.now() - built < STALE_MS)) await dropDatabase(admin, name).catch(() => undefined);
  }
}

/**
 * The name of the migrated PostgreSQL template of this key, built when missing: under an advisory
 * lock, so parallel workers build it once; under another name first and renamed when done, so an
 * interrupted build is never taken for a template. It accepts no connections, so a copy never
 * finds one open.
 */
export async function postgresTemplate(admin: pg.Client, adminUrl: string): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${templateKey()}`;
  const exists = async () => Boolean((await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount);
  if (await exists()) return name;
  await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
  try {
    if (await exists()) return name;
    const building = `${name}_build`;
    await dropDatabase(admin, building);
    await admin.query(`CREATE DATABASE "${building}"`);
    const database = await openPostgres(databaseUrl(adminUrl, building), 1);
    try {
      await database.migrate(MIGRATIONS_FOLDER);
    } finally {
      await database.close();
    }
    const note = `Räppli test template (test/helpers/db-templates.ts), key ${templateKey()}, built ${new Date().toISOString()}`;
    await admin.query(`COMMENT ON DATABASE "${building}" IS ${admin.escapeLiteral(note)}`);
    await admin.query(`ALTER DATABASE "${building}" WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
    await admin.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
    await dropStaleTemplates(admin, name);
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => undefined);
  }
}

/** Creates the database `name` as a copy of the migrated template (tens of milliseconds). */
export async function copyPostgresTemplate(adminUrl: string, name: string): Promise<void> {
  await withAdmin(adminUrl, async (admin) => {
    for (let attempt = 1; ; attempt++) {
      const template = await postgresTemplate(admin, adminUrl);
      try {
        await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
        return;
      } catch (err) {
        // 3D000: dropped as stale by a run of another checkout between the look-up and the copy.
        if (attempt > 1 || (err as { code?: string }).code !== '3D000') throw err;
      }
    }
  });
}

let pgliteDump: Promise<Uint8Array> | undefined;

async function dumpFreshPglite(): Promise<Uint8Array> {
  // The template is made by the app's own openPglite and migrate; its client is drizzle's $client.
  const source = await openPglite();
  try {
    await source.migrate(MIGRATIONS_FOLDER);
    const client = (source.db as unknown as { $client: PGlite }).$client;
    // A dump is taken like a crash: without a checkpoint, its start replays the WAL, and a sequence
    // comes back at the value logged ahead of it (up to 32 on), not at its last one.
    await client.exec('CHECKPOINT');
    return new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer());
  } finally {
    await source.close();
  }
}

/** Dumps of other keys, once they are STALE_MS old. */
async function removeStaleDumps(current: string) {
  for (const file of readdirSync(PGLITE_TEMPLATE_DIR)) {
    const full = path.join(PGLITE_TEMPLATE_DIR, file);
    if (file !== current && Date.now() - statSync(full).mtimeMs > STALE_MS) await rm(full, { force: true });
  }
}

/**
 * The data directory of a migrated PGlite as a tarball: read from PGLITE_TEMPLATE_DIR, or made and
 * written there (under a temporary name, then renamed: two workers making it at once both write a
 * whole file, and either is right).
 */
export function pgliteTemplate(): Promise<Uint8Array> {
  pgliteDump ??= (async () => {
    const file = `pglite-${templateKey()}.tar`;
    const full = path.join(PGLITE_TEMPLATE_DIR, file);
    try {
      return await readFile(full);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
    const dump = await dumpFreshPglite();
    // A folder we may not write (another user's /tmp) costs the next file a migration, nothing more.
    const partial = `${full}.${process.pid}.partial`;
    try {
      await mkdir(PGLITE_TEMPLATE_DIR, { recursive: true });
      await writeFile(partial, dump);
      await rename(partial, full);
      await removeStaleDumps(file);
    } catch {
      await rm(partial, { force: true }).catch(() => undefined);
    }
    return dump;
  })();
  pgliteDump.catch(() => (pgliteDump = undefined));
  return pgliteDump;
}

/**
 * An in-memory PGlite loaded from the template: what openPglite() opens (no options, no
 * extensions), with the data directory of a migrated one, and the same Database around it.
 */
export async function openPgliteCopy(): Promise<Database> {
  const tarball = await pgliteTemplate();
  const client = new PGlite({ loadDataDir: new Blob([tarball as Uint8Array<ArrayBuffer>], { type: 'application/x-tar' }) });
  await client.waitReady;
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async migrate(migrationsFolder) {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(drizzle(client, { schema }), { migrationsFolder });
      await applyFunctions((statement) => client.exec(statement));
    },
    async ping() {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}
