// The one username rule on every path that sets a name (docs/sso.md, "Usernames"): the host API
// and the SSO apply usernameSchema, and the database holds names unique by username_key — case,
// compatibility forms (fullwidth) and Cyrillic/Greek look-alikes — so two requests cannot race past it.
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { LOOKALIKE_FROM, LOOKALIKE_TO } from '@/lib/domain/username';
import { ssoUsers } from '@/lib/server/db/schema';
import { countRows, describeEachDatabase, makeApp } from '../helpers/db';
import { hostPost, newMember, type App } from '../helpers/loyalty';

describeEachDatabase('usernames', (t) => {
  let app: App;
  beforeAll(() => {
    app = makeApp(t.database).app;
  });

  let ids = 0;
  const nextId = () => `un-${process.pid}-${++ids}`;
  const read = async (res: Response) => ({ status: res.status, body: (await res.json()) as { error?: { code: string; message: string } } });
  /** POST /api/host/collectors for a new user with this name. */
  const hostCreate = async (username: string) => read(await hostPost(app, '/api/host/collectors', { user: { id: nextId(), username } }));
  /** POST /sso/update/user: a new member renames themself. */
  const ssoRename = async (login: string) => {
    const m = await newMember(app, nextId());
    const res = await app.request('/sso/update/user', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ h: m.hash, t: m.ssoToken, login }),
    });
    return read(res);
  };
  const nameOwners = async (username: string) => (await t.db.select().from(ssoUsers).where(eq(ssoUsers.username, username))).length;

  describe.each([
    ['host API', hostCreate, 201],
    ['SSO update/user', ssoRename, 200],
  ] as const)('%s', (label, setName, ok) => {
    // Every name below is made distinct per path by a suffix, so both paths start from free names.
    const s = label === 'host API' ? 'h' : 's';

    it('refuses markup and mixed scripts with 400 and a German message, storing nothing', async () => {
      const before = await countRows(t.db, ssoUsers);
      const markup = await setName('<script>');
      expect(markup.status).toBe(400);
      expect(markup.body.error!.code).toBe('VALIDATION_FAILED');
      if (label === 'host API') expect(await countRows(t.db, ssoUsers)).toBe(before);
      expect(await nameOwners('<script>')).toBe(0);

      const mixed = await setName(`\u0430nna${s}`); // Cyrillic а + Latin nna
      expect(mixed.status).toBe(400);
      expect(JSON.stringify(mixed.body)).toContain('nicht gemischt');
      const short = await setName('ab');
      expect(short.status).toBe(400);
      expect(JSON.stringify(short.body)).toContain('3 bis 30 Zeichen');
    });

    it('refuses a name under 3 or with spaces (the host contract no longer allows them)', async () => {
      expect((await setName('Anna Muster')).status).toBe(400);
      expect((await setName('x')).status).toBe(400);
    });

    it('answers 409 USERNAME_TAKEN for an all-Cyrillic look-alike of a Latin name', async () => {
      // A suffix would be Latin (mixed scripts), so each path takes its own pair: coco/сосо, poe/рое.
      const [latin, cyrillic] = s === 'h' ? ['coco', '\u0441\u043e\u0441\u043e'] : ['poe', '\u0440\u043e\u0435'];
      expect((await hostCreate(latin)).status).toBe(201);
      const lookalike = await setName(cyrillic);
      expect(lookalike.status).toBe(409);
      expect(lookalike.body.error!.code).toBe('USERNAME_TAKEN');
      expect(await nameOwners(cyrillic)).toBe(0);
    });

    it('answers 409 for another case or the fullwidth form of a taken name', async () => {
      expect((await setName(`anna${s}`)).status).toBe(ok);
      const upper = await setName(`ANNA${s.toUpperCase()}`);
      expect(upper.status).toBe(409);
      expect(upper.body.error!.code).toBe('USERNAME_TAKEN');
      const fullwidth = await setName(`\uff41\uff4e\uff4e\uff41${String.fromCodePoint(0xff41 + s.charCodeAt(0) - 97)}`);
      expect(fullwidth.status).toBe(409);
      expect(fullwidth.body.error!.code).toBe('USERNAME_TAKEN');
    });

    it('accepts Jürgen, distinct from Jurgen; and anna1 beside annal', async () => {
      expect((await setName(`Jürgen${s}`)).status).toBe(ok);
      expect((await setName(`Jurgen${s}`)).status).toBe(ok);
      expect(await nameOwners(`Jürgen${s}`)).toBe(1);
      expect((await setName(`annal${s}`)).status).toBe(ok);
      expect((await setName(`anna1${s}`)).status).toBe(ok);
    });
  });

  it('lets exactly one of two parallel creations anna2 / ANNA2 win', async () => {
    const results = await Promise.all([hostCreate('anna2'), hostCreate('ANNA2')]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.body.error!.code).toBe('USERNAME_TAKEN');
    const rows = await t.db.select().from(ssoUsers).where(eq(ssoUsers.usernameKey, 'anna2'));
    expect(rows).toHaveLength(1);
  });
});

// The migration's translate() strings are a snapshot of the TS table: a change to one needs the other.
describe('the look-alike table in drizzle/0024_username_key.sql', () => {
  it('is exactly LOOKALIKE_FROM / LOOKALIKE_TO of lib/domain/username.ts', () => {
    const migration = readFileSync('drizzle/0024_username_key.sql', 'utf8');
    const found = [...migration.matchAll(/translate\(lower\(normalize\("username", NFKC\)\), '([^']*)', '([^']*)'\)/g)];
    expect(found.map((m) => [m[1], m[2]])).toEqual([[LOOKALIKE_FROM, LOOKALIKE_TO]]);
  });
});
