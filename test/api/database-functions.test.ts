// The database holds exactly the functions and triggers of lib/server/db/functions/, and the
// migrations hold DDL and data only (docs/architecture.md, "Money engine"): after the start, and
// after the applier ran again over a stray function, a stale overload and a stray trigger. The
// folder is parsed here; the applier tells what it declared by the catalogue rows it wrote.
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { MIGRATIONS_FOLDER } from '@/lib/server/db/client';
import { applyFunctions, declaredTrigger, FUNCTIONS_FOLDER, functionStatements } from '@/lib/server/db/functions';
import { raisedError } from '@/lib/server/db/raw';
import { describeEachDatabase, type TestDatabase } from '../helpers/db';
import { rows } from '../helpers/loyalty';

/** A statement without its leading comment lines. */
const body = (statement: string) => statement.replace(/^(?:\s*--[^\n]*\n)*\s*/, '');
const FUNCTION = /^CREATE OR REPLACE FUNCTION (\w+)\s*\(/i;

/** What the folder declares: functions as name → overloads, triggers as `table.name`; anything else is listed apart. */
function declared() {
  const functions = new Map<string, number>();
  const triggers: string[] = [];
  const other: string[] = [];
  for (const statement of functionStatements()) {
    const text = body(statement);
    const fn = FUNCTION.exec(text);
    const tg = declaredTrigger(text);
    if (fn) functions.set(fn[1]!, (functions.get(fn[1]!) ?? 0) + 1);
    else if (tg) triggers.push(`${tg.table}.${tg.name}`);
    else other.push(text.slice(0, 80));
  }
  return { functions: [...functions].map(([name, n]) => ({ name, n })).sort((a, b) => a.name.localeCompare(b.name)), triggers: triggers.sort(), other };
}

/** The functions in schema public that no extension owns (name, overloads), and the non-internal triggers on public tables. */
async function present(t: TestDatabase) {
  const functions = await rows<{ name: string; n: number }>(
    t.db,
    sql`select p.proname as name, count(*)::int as n from pg_proc p join pg_namespace ns on ns.oid = p.pronamespace
         where ns.nspname = 'public'
           and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
         group by p.proname`,
  );
  const triggers = await rows<{ name: string }>(
    t.db,
    sql`select c.relname || '.' || tg.tgname as name from pg_trigger tg join pg_class c on c.oid = tg.tgrelid join pg_namespace ns on ns.oid = c.relnamespace
         where ns.nspname = 'public' and not tg.tgisinternal`,
  );
  return { functions: functions.sort((a, b) => a.name.localeCompare(b.name)), triggers: triggers.map((r) => r.name).sort() };
}

/** `run` on one connection of the suite's database, as the migration connection gives it to the applier. */
async function withRun<T>(t: TestDatabase, fn: (run: (statement: string) => Promise<unknown>) => Promise<T>): Promise<T> {
  const client = (t.db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (t.kind === 'pglite') return fn((statement) => (client as PGlite).exec(statement));
  const connection = await (client as pg.Pool).connect();
  try {
    return await fn((statement) => connection.query(statement));
  } finally {
    connection.release();
  }
}

const STRAYS = [
  `CREATE FUNCTION raeppli_stray() RETURNS integer AS $$ SELECT 1 $$ LANGUAGE sql`,
  // A declared name with a signature the folder no longer has (what a changed signature leaves behind).
  `CREATE FUNCTION raeppli_refuse(p_code text, p_detail jsonb, p_stale integer) RETURNS void AS $$ SELECT NULL::void $$ LANGUAGE sql`,
  `CREATE FUNCTION raeppli_stray_guard() RETURNS trigger AS $$ BEGIN RETURN NEW; END $$ LANGUAGE plpgsql`,
  `CREATE TRIGGER raeppli_stray_guard BEFORE UPDATE ON rewards FOR EACH ROW EXECUTE FUNCTION raeppli_stray_guard()`,
];

describe('the migrations hold DDL and data only', () => {
  it('no migration creates or drops a function or trigger, or runs a DO block', () => {
    const found = readdirSync(MIGRATIONS_FOLDER)
      .filter((file) => file.endsWith('.sql'))
      .flatMap(
        (file) =>
          readFileSync(path.join(MIGRATIONS_FOLDER, file), 'utf8')
            .replace(/--[^\n]*/g, '')
            .match(/\b(?:CREATE(?:\s+OR\s+REPLACE)?|DROP)\s+(?:FUNCTION|PROCEDURE|TRIGGER)\b|\bDO\s+\$/gi)
            ?.map((m) => `${file}: ${m}`) ?? [],
      );
    expect(found).toEqual([]);
  });
});

describeEachDatabase('the database holds exactly the functions and triggers of lib/server/db/functions/', (t) => {
  const folder = declared();

  it("the folder declares functions and triggers only, one per statement, besides the leaderboard's one-time fill", () => {
    expect(folder.other).toHaveLength(1);
    expect(folder.other[0]).toMatch(/^DO \$\$\s+BEGIN\s+IF NOT EXISTS \(SELECT 1 FROM leaderboard_members\)/);
    expect(folder.functions.length).toBeGreaterThan(30);
    expect(folder.triggers).toEqual(expect.arrayContaining(['ledger_entries.ledger_entries_append_only', 'audit_log.audit_log_no_truncate']));
  });

  it('after the start: the functions (names and overloads) and the triggers (name and table) are the declared ones', async () => {
    expect(await present(t)).toEqual({ functions: folder.functions, triggers: folder.triggers });
  });

  it('a stray function, a stale overload and a stray trigger are gone after the applier runs again', async () => {
    for (const statement of STRAYS) await t.db.execute(sql.raw(statement));
    const before = await present(t);
    expect(before.functions).toEqual(
      expect.arrayContaining([
        { name: 'raeppli_stray', n: 1 },
        { name: 'raeppli_refuse', n: 2 },
      ]),
    );
    expect(before.triggers).toContain('rewards.raeppli_stray_guard');
    // What a server's start does: no migration is pending, the folder is applied.
    await t.database.migrate(MIGRATIONS_FOLDER);
    expect(await present(t)).toEqual({ functions: folder.functions, triggers: folder.triggers });
    // The declared overload stayed and works.
    const refused = await t.db.execute(sql`select raeppli_refuse('PROBE')`).then(() => null, raisedError);
    expect(refused).toEqual({ code: 'PROBE', details: undefined });
  });

  it('a start leaves an existing trigger as it is (replacing it would lock its table against the writers)', async () => {
    const xmins = () =>
      rows<{ name: string; xmin: string }>(
        t.db,
        sql`select tgname as name, xmin::text as xmin from pg_trigger where tgname in ('ledger_entries_append_only', 'collectors_leaderboard') order by tgname`,
      );
    const before = await xmins();
    expect(before).toHaveLength(2);
    await withRun(t, (run) => applyFunctions(run));
    expect(await xmins()).toEqual(before);
  });

  it('fills the boards once when members earned before the leaderboard existed, and never again', async () => {
    const [member, other] = await rows<{ id: number }>(
      t.db,
      sql`insert into collectors (token, lifetime_earned) values (${`lb-a-${Date.now()}`}, 40), (${`lb-b-${Date.now()}`}, 25) returning id`,
    );
    await t.db.execute(sql`truncate leaderboard_counts, leaderboard_moves, leaderboard_members`);
    await withRun(t, (run) => applyFunctions(run));
    expect(
      await rows(t.db, sql`select total::int as total from leaderboard_members where collector_id in (${member!.id}, ${other!.id}) order by total`),
    ).toEqual([{ total: 25 }, { total: 40 }]);
    // Filled boards are left alone: a row removed by hand stays removed.
    await t.db.execute(sql`delete from leaderboard_members where collector_id = ${member!.id}`);
    await withRun(t, (run) => applyFunctions(run));
    expect(await rows(t.db, sql`select 1 from leaderboard_members where collector_id = ${member!.id}`)).toEqual([]);
  });

  it('a folder that fails part-way changes nothing: the strays stay until the next good start', async () => {
    const broken = mkdtempSync(path.join(os.tmpdir(), 'raeppli-functions-'));
    try {
      for (const file of readdirSync(FUNCTIONS_FOLDER)) copyFileSync(path.join(FUNCTIONS_FOLDER, file), path.join(broken, file));
      // Fails when created: a SQL function's body is checked, and the column does not exist.
      writeFileSync(
        path.join(broken, '99-broken.sql'),
        `CREATE OR REPLACE FUNCTION raeppli_broken() RETURNS integer AS $$ SELECT no_such_column $$ LANGUAGE sql;`,
      );
      await t.db.execute(sql.raw(STRAYS[0]!));
      await expect(withRun(t, (run) => applyFunctions(run, broken))).rejects.toThrow(/no_such_column/);
      const after = await present(t);
      expect(after.functions.map((f) => f.name)).toContain('raeppli_stray');
      expect(after.functions.map((f) => f.name)).not.toContain('raeppli_broken');
      // The connection is not left in a failed transaction.
      await withRun(t, (run) => applyFunctions(run));
      expect(await present(t)).toEqual({ functions: folder.functions, triggers: folder.triggers });
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });
});
