// No known passwords (docs/console.md, "Demo accounts"): the demo staff and Anna get a random
// password per database, shown once by the start that seeded them; no password of the README or of
// an earlier version opens anything, and `npm run console:demo-passwords` makes new ones.
import { demoBanner, renewDemoPasswords, seedDemo, type DemoLogin } from '@/lib/server/db/seed';
import { describeEachDatabase, makeApp, testConfig } from '../helpers/db';
import { consoleCall } from '../helpers/console';
import type { App } from '../helpers/loyalty';

/** The passwords the demo accounts had before they were random (README of 2026-11). */
const OLD_PASSWORDS = { 'redaktion@raeppli.example': 'Redaktion-Demo-2026', 'betrieb@raeppli.example': 'Betrieb-Demo-2026', anna: 'Anna-Demo-2026' } as Record<
  string,
  string
>;

describeEachDatabase('the demo accounts', (t) => {
  let app: App;
  let logins: DemoLogin[];
  beforeAll(async () => {
    ({ app } = makeApp(t.database));
    ({ logins } = await seedDemo(t.db, testConfig()));
  });

  const staffLogin = (email: string, password: string) => consoleCall(app, 'POST', '/api/console/session', { body: { email, password } });
  const ssoLogin = async (login: string, password: string) =>
    (
      await app.request('/sso/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'https://raeppli.test' },
        body: JSON.stringify({ login, password }),
      })
    ).status;

  it('each get a random password, printed once in the start banner', async () => {
    expect(logins.map((l) => [l.role, l.login])).toEqual([
      ['editor', 'redaktion@raeppli.example'],
      ['operator', 'betrieb@raeppli.example'],
      ['member', 'anna'],
    ]);
    for (const l of logins) expect(l.password).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(new Set(logins.map((l) => l.password)).size).toBe(3);
    const banner = demoBanner(testConfig(), { anonymous: 'a', identified: { collectorToken: 'b', hash: 'c', token: 'd' }, logins }).join('\n');
    for (const l of logins) expect(banner).toContain(l.password);
    // A second start seeds nothing new, and shows no password.
    const again = await seedDemo(t.db, testConfig());
    expect(again.logins).toEqual([]);
    expect(demoBanner(testConfig(), again).join('\n')).not.toMatch(/Demo-Zugänge/);
  });

  it('the passwords of the README open nothing; the printed ones do', async () => {
    for (const l of logins) {
      const old = OLD_PASSWORDS[l.login]!;
      if (l.role === 'member') {
        expect(await ssoLogin(l.login, old)).toBe(401);
        expect(await ssoLogin(l.login, l.password)).toBe(200);
      } else {
        expect((await staffLogin(l.login, old)).status).toBe(401);
        expect((await staffLogin(l.login, l.password)).status).toBe(200);
      }
    }
  });

  it('console:demo-passwords makes new ones; the old ones stop working', async () => {
    const renewed = await renewDemoPasswords(t.db, testConfig());
    expect(renewed.map((l) => l.login)).toEqual(logins.map((l) => l.login));
    const editor = renewed[0]!;
    expect(editor.password).not.toBe(logins[0]!.password);
    expect((await staffLogin(editor.login, logins[0]!.password)).status).toBe(401);
    expect((await staffLogin(editor.login, editor.password)).status).toBe(200);
  });

  it('with DEMO_PASSWORD they share the password the settings chose, and the banner prints none', async () => {
    const config = testConfig({ DEMO_PASSWORD: 'Gewählt-für-Tests-2026' });
    const renewed = await renewDemoPasswords(t.db, config);
    expect(renewed.every((l) => l.password === 'Gewählt-für-Tests-2026')).toBe(true);
    expect(demoBanner(config, { anonymous: 'a', identified: { collectorToken: 'b', hash: 'c', token: 'd' }, logins: renewed }).join('\n')).not.toContain(
      'Gewählt',
    );
  });
});
