// A database copied from the template (test/helpers/db-templates.ts) is exactly a freshly migrated
// one: same tables, columns, functions, triggers, constraints, indexes, grants, rows (the
// migrations' own and the drizzle migrations table), on each driver the suites run on.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { MIGRATIONS_FOLDER, openPglite, openPostgres, type Database, type Db } from '@/lib/server/db/client';
import { databaseKinds, openFreshPostgres, type DatabaseKind } from './db';
import { openPgliteCopy, templateKey } from './db-templates';

const SYSTEM = `('pg_catalog', 'information_schema', 'pg_toast')`;

async function rows<T = Record<string, unknown>>(db: Db, query: string): Promise<T[]> {
  return ((await db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}

/** Everything that tells two migrated databases apart, as plain rows (no oids). */
async function catalogue(db: Db) {
  const listings = {
    columns: `select table_schema, table_name, column_name, ordinal_position, data_type, udt_name, column_default, is_nullable, is_identity, generation_expression
      from information_schema.columns where table_schema not in ${SYSTEM} order by 1, 2, 4`,
    functions: `select n.nspname, p.proname, pg_get_function_identity_arguments(p.oid) as args, p.prokind, md5(case when p.prokind = 'a' then p.proname else pg_get_functiondef(p.oid) end) as def
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname not in ${SYSTEM} order by 1, 2, 3`,
    triggers: `select tgrelid::regclass::text as rel, tgname, tgenabled, pg_get_triggerdef(oid) as def from pg_trigger where not tgisinternal order by 1, 2`,
    eventTriggers: `select evtname, evtevent, evtfoid::regproc::text as fn, evtenabled, evttags::text from pg_event_trigger order by 1`,
    constraints: `select conrelid::regclass::text as rel, conname, pg_get_constraintdef(c.oid) as def
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace where n.nspname not in ${SYSTEM} order by 1, 2`,
    indexes: `select schemaname, tablename, indexname, indexdef from pg_indexes where schemaname not in ${SYSTEM} order by 1, 2, 3`,
    views: `select schemaname, viewname, definition from pg_views where schemaname not in ${SYSTEM} order by 1, 2`,
    rules: `select schemaname, tablename, rulename, definition from pg_rules where schemaname not in ${SYSTEM} order by 1, 2, 3`,
    policies: `select schemaname, tablename, policyname, cmd, qual, with_check from pg_policies order by 1, 2, 3`,
    types: `select n.nspname, t.typname, t.typtype, coalesce((select string_agg(e.enumlabel, ',' order by e.enumsortorder) from pg_enum e where e.enumtypid = t.oid), '') as labels
      from pg_type t join pg_namespace n on n.oid = t.typnamespace where n.nspname not in ${SYSTEM} and t.typtype in ('e', 'd', 'c') order by 1, 2`,
    grants: `select n.nspname, c.relname, c.relkind, c.relacl::text as acl from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not in ${SYSTEM} order by 1, 2`,
    sequences: `select schemaname, sequencename, last_value::text from pg_sequences where schemaname not in ${SYSTEM} order by 1, 2`,
    extensions: `select extname, extversion from pg_extension order by 1`,
    settings: `select setconfig::text from pg_db_role_setting where setdatabase = (select oid from pg_database where datname = current_database())`,
    migrations: `select id, hash, created_at::text from drizzle.__drizzle_migrations order by id`,
  };
  const result: Record<string, unknown[]> = {};
  for (const [name, query] of Object.entries(listings)) result[name] = await rows(db, query);
  // Every row of every table, as a count and a digest (the rows migrations insert included).
  const tables = await rows<{ s: string; t: string }>(
    db,
    `select table_schema as s, table_name as t from information_schema.tables where table_type = 'BASE TABLE' and table_schema not in ${SYSTEM} order by 1, 2`,
  );
  result.data = [];
  for (const { s, t } of tables) {
    const [digest] = await rows(db, `select count(*)::int as n, md5(coalesce(string_agg(x::text, E'\\n' order by x::text), '')) as md5 from "${s}"."${t}" x`);
    result.data.push({ table: `${s}.${t}`, ...digest });
  }
  return result;
}

/** A database migrated from scratch, as every suite had before the templates. */
async function migratedFromScratch(kind: DatabaseKind): Promise<{ database: Database; dispose: () => Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openPglite();
    await database.migrate(MIGRATIONS_FOLDER);
    return { database, dispose: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `raeppli_t_${randomBytes(8).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 2);
  const dispose = () => database.close().finally(() => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  await database.migrate(MIGRATIONS_FOLDER).catch(async (err) => {
    await dispose();
    throw err;
  });
  return { database, dispose };
}

async function copied(kind: DatabaseKind): Promise<{ database: Database; dispose: () => Promise<void> }> {
  if (kind === 'postgres') return openFreshPostgres(process.env.TEST_DATABASE_URL!, 2);
  const database = await openPgliteCopy();
  return { database, dispose: () => database.close() };
}

// A migration from scratch takes a while on a loaded machine (it is what the templates save).
const SLOW_MS = 180_000;
const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };

for (const kind of databaseKinds()) {
  describe(`a database copied from the template equals a fresh migration [${kind}]`, () => {
    it(
      'the same catalogue, functions, triggers and rows',
      async () => {
        const fresh = await migratedFromScratch(kind);
        const copy = await copied(kind);
        try {
          const expected = await catalogue(fresh.database.db);
          // Not two empty listings: the migrations and the functions are there.
          expect(expected.migrations).toHaveLength(journal.entries.length);
          expect(expected.functions?.length ?? 0).toBeGreaterThan(10);
          expect(expected.triggers?.length ?? 0).toBeGreaterThan(0);
          expect(await catalogue(copy.database.db)).toEqual(expected);
          // Migrating a copy again changes nothing (what a server's start does to it).
          await copy.database.migrate(MIGRATIONS_FOLDER);
          expect(await catalogue(copy.database.db)).toEqual(expected);
        } finally {
          await Promise.all([fresh.dispose(), copy.dispose()]);
        }
      },
      SLOW_MS,
    );

    it(
      'copies are apart: a row written in one is not in the next',
      async () => {
        const a = await copied(kind);
        try {
          await rows(a.database.db, `create table copy_probe (n int)`);
          const b = await copied(kind);
          try {
            expect(await rows(b.database.db, `select to_regclass('copy_probe')::text as t`)).toEqual([{ t: null }]);
          } finally {
            await b.dispose();
          }
        } finally {
          await a.dispose();
        }
      },
      SLOW_MS,
    );

    if (kind === 'postgres') {
      it('the template is marked as one, named by the migrations, and takes no connections', async () => {
        const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await client.connect();
        try {
          const { rows: found } = await client.query('select datistemplate, datallowconn from pg_database where datname = $1', [
            `raeppli_tpl_${templateKey()}`,
          ]);
          expect(found).toEqual([{ datistemplate: true, datallowconn: false }]);
        } finally {
          await client.end();
        }
      });
    }
  });
}
