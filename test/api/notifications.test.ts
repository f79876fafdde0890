// Notification popups (docs/notifications.md, "Kinds, and when each is written" and "Editors'
// popups"): each kind is written when it is due and only once per member and period, a seen popup
// is gone, seen is idempotent and refuses another member's popup, the birthday gift is credited
// once a year (also under 20 concurrent reads on PostgreSQL), Σ ledger = Σ balances; the console's
// popups (roles, publishing, audience, window) and their signed preview.
import { and, eq } from 'drizzle-orm';
import { notificationListSchema, notificationPreviewUrlsSchema, type NotificationItem } from '@/lib/contracts/notifications';
import { applyDefaults } from '@/lib/server/db/defaults';
import { collectors, ledgerEntries, notificationPopups, notifications, rewards, specials, ssoUsers } from '@/lib/server/db/schema';
import { seedDemo } from '@/lib/server/db/seed';
import { DEMO_POPUP } from '@/lib/server/db/seed-notifications';
import { addDays, businessDay, startOfBusinessDay } from '@/lib/domain/business-time';
import { birthdayIn } from '@/lib/domain/notifications';
import { openNotificationPreview } from '@/lib/server/console/notification-preview';
import { signPreview } from '@/lib/server/console/previews';
import { clearCatalogCache } from '@/lib/server/services/catalog-cache';
import { listNotifications } from '@/lib/server/services/notifications';
import { requireMember } from '@/lib/server/services/collectors';
import { describeEachDatabase, makeApp, TEST_SSO_SECRET } from '../helpers/db';
import { assertLedgerConsistent, collectorByToken, entriesOf, newKey, newMember, sendAdjustment, sendEvent, type App } from '../helpers/loyalty';
import { consoleCall, loginAs, staffMember } from '../helpers/console';

const TZ = 'Europe/Vienna';
const today = () => businessDay(new Date(), TZ);
/** A complete profile whose birthday is half a year away (no birthday popups). */
const COMPLETE = {
  firstname: 'Lea',
  lastname: 'Gruber',
  email: 'lea@example.org',
  birthday: `1988-${addDays(today(), 180).slice(5)}`,
  street: 'Seestraße',
  streetNr: '4',
  postcode: '6900',
  city: 'Bregenz',
};
let users = 0;

describeEachDatabase('notification popups', (t) => {
  let app: App;
  let config: ReturnType<typeof makeApp>['config'];
  let editor: string;
  let operator: string;

  beforeAll(async () => {
    ({ app, config } = makeApp(t.database));
    await applyDefaults(t.db);
    editor = await loginAs(app, await staffMember(t.db, 'editor'));
    operator = await loginAs(app, await staffMember(t.db, 'operator'));
  });
  afterEach(async () => {
    await assertLedgerConsistent(t.db);
  });

  const list = async (token: string) => {
    const res = await app.request(`/api/notifications?collector_token=${encodeURIComponent(token)}`);
    const json = await res.json();
    return { status: res.status, json, items: (json.items ?? []) as NotificationItem[], cache: res.headers.get('cache-control') };
  };
  const seen = async (token: string, id: number | string) => {
    const res = await app.request(`/api/notifications/${id}/seen?collector_token=${encodeURIComponent(token)}`, { method: 'POST' });
    return { status: res.status, json: res.status === 204 ? null : await res.json() };
  };
  const kindsOf = (items: NotificationItem[]) => items.map((i) => i.kind).sort();
  const rowsOf = async (token: string, type: string) => {
    const c = await collectorByToken(t.db, token);
    return t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.collectorId, c.id), eq(notifications.type, type)));
  };
  /** An identified member with this personal data (the SSO user's row). */
  const identified = async (personal: Partial<typeof ssoUsers.$inferInsert> = COMPLETE) => {
    const userId = `notify-${process.pid}-${++users}`;
    const m = await newMember(app, userId);
    await t.db.update(ssoUsers).set(personal).where(eq(ssoUsers.id, userId));
    return { ...m, userId };
  };
  const memberOf = (token: string) => requireMember(t.db, token);

  describe('GET /api/notifications', () => {
    it('an unknown token is 404 COLLECTOR_NOT_FOUND, no token 400; an anonymous member without Räppli has none', async () => {
      expect((await list('unknown-token-0000000000000000000')).json.error.code).toBe('COLLECTOR_NOT_FOUND');
      const res = await app.request('/api/notifications');
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe('MISSING_COLLECTOR_TOKEN');
      const anon = await newMember(app);
      const answer = await list(anon.token);
      expect(answer.status).toBe(200);
      expect(answer.cache).toBe('no-store');
      expect(notificationListSchema.strict().safeParse(answer.json).success).toBe(true);
      expect(answer.json).toEqual({ items: [], anonymous: true });
    });

    it('profile: an identified member whose personal data is incomplete, written once; gone once complete or seen', async () => {
      const m = await identified({ ...COMPLETE, street: null, birthday: null });
      const first = await list(m.token);
      expect(first.json.anonymous).toBe(false);
      expect(first.items).toHaveLength(1);
      const [profile] = first.items;
      expect(profile).toMatchObject({
        kind: 'profile',
        title: 'Vervollständige dein Profil',
        href: `/notification/profile?id=${profile!.id}`,
        action: { kind: 'open', label: 'Zum Profil', href: '/me/profile' },
      });
      expect(profile!.text).toContain('Es fehlt noch: Geburtstag, Adresse.');
      expect(new Date(profile!.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
      expect((await list(m.token)).items.map((i) => i.id)).toEqual([profile!.id]);
      expect(await rowsOf(m.token, 'profile')).toHaveLength(1);
      // Complete now: not shown any more (the row stays, unseen, until next month's key).
      await t.db.update(ssoUsers).set({ street: 'Seestraße', birthday: COMPLETE.birthday }).where(eq(ssoUsers.id, m.userId));
      expect((await list(m.token)).items.filter((i) => i.kind === 'profile')).toEqual([]);
      await t.db.update(ssoUsers).set({ street: null }).where(eq(ssoUsers.id, m.userId));
      expect(await seen(m.token, profile!.id)).toEqual({ status: 204, json: null });
      expect((await list(m.token)).items.filter((i) => i.kind === 'profile')).toEqual([]);
      expect(await rowsOf(m.token, 'profile')).toHaveLength(1);
    });

    it('birthday: on the day, with the gift credited once through the ledger; seen → gone; next year again', async () => {
      const day = today();
      const m = await identified({ ...COMPLETE, birthday: `1988-${day.slice(5)}` });
      const c = await collectorByToken(t.db, m.token);
      const answers = [await list(m.token), await list(m.token)];
      for (const a of answers) expect(kindsOf(a.items)).toEqual(['birthday']);
      const [birthday] = answers[0]!.items;
      expect(birthday).toMatchObject({
        title: 'Alles Gute zum Geburtstag!',
        text: expect.stringContaining('Wir schenken dir 50 Räppli'),
        href: `/notification/birthday?id=${birthday!.id}`,
      });
      const gifts = (await entriesOf(t.db, c.id)).filter((e) => e.kind === 'birthday');
      expect(gifts).toHaveLength(1);
      expect(gifts[0]).toMatchObject({ amount: 50, reason: 'Geburtstagsgeschenk', idempotencyKey: `birthday:${day.slice(0, 4)}` });
      expect(gifts[0]!.expiresAt).not.toBeNull();
      const after = await collectorByToken(t.db, m.token);
      expect(after.pointsAvailable).toBe(50);
      expect(after.lifetimeEarned).toBe(0); // a present, not activity: no level from it
      expect(await seen(m.token, birthday!.id)).toEqual({ status: 204, json: null });
      expect((await list(m.token)).items).toEqual([]);
      expect(await rowsOf(m.token, 'birthday')).toHaveLength(1);
      // A year later: the next gift.
      const next = birthdayIn(`1988-${day.slice(5)}`, Number(day.slice(0, 4)) + 1);
      const nextYear = await listNotifications(t.db, config, await memberOf(m.token), new Date(startOfBusinessDay(next, TZ).getTime() + 3_600_000));
      expect(kindsOf(nextYear.items)).toEqual(['birthday']);
      expect((await entriesOf(t.db, c.id)).filter((e) => e.kind === 'birthday')).toHaveLength(2);
    });

    it('birthday week: the six days before, saying how many days are left; no gift yet', async () => {
      const day = addDays(today(), 3);
      const m = await identified({ ...COMPLETE, birthday: `1988-${day.slice(5)}` });
      const { items } = await list(m.token);
      expect(kindsOf(items)).toEqual(['birthdayweek']);
      expect(items[0]!.text).toMatch(/^In 3 Tagen ist es so weit\. Schau am \d{1,2}\. \S+ bei Räppli vorbei: Dann schenken wir dir 50 Räppli\.$/);
      expect((await collectorByToken(t.db, m.token)).pointsAvailable).toBe(0);
      await list(m.token);
      expect(await rowsOf(m.token, 'birthdayweek')).toHaveLength(1);
    });

    it('register: an anonymous member who holds Räppli, with the sign-in action; not an identified one', async () => {
      const anon = await newMember(app);
      expect((await sendAdjustment(app, { collector_token: anon.token, amount: 1234, reason: 'Start', idempotency_key: newKey() }))[0]).toBe(200);
      const { items, json } = await list(anon.token);
      expect(json.anonymous).toBe(true);
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({ kind: 'register', action: { kind: 'login', label: 'Jetzt registrieren', href: null } });
      expect(items[0]!.text).toContain('Du hast schon 1.234 Räppli gesammelt.');
      await list(anon.token);
      expect(await rowsOf(anon.token, 'register')).toHaveLength(1);
      const rich = await identified();
      await sendAdjustment(app, { collector_token: rich.token, amount: 100, reason: 'Start', idempotency_key: newKey() });
      expect((await list(rich.token)).items).toEqual([]);
    });

    it('Christmas: 24 to 26 December, once a year, not listed after', async () => {
      const anon = await newMember(app);
      const member = await memberOf(anon.token);
      const at = (d: string) => new Date(startOfBusinessDay(d, TZ).getTime() + 10 * 3_600_000);
      expect((await listNotifications(t.db, config, member, at('2026-12-23'))).items).toEqual([]);
      const eve = await listNotifications(t.db, config, member, at('2026-12-24'));
      expect(eve.items).toEqual([
        expect.objectContaining({ kind: 'christmas', title: 'Frohe Weihnachten!', href: expect.stringMatching(/^\/notification\/christmas\?id=\d+$/) }),
      ]);
      expect((await listNotifications(t.db, config, member, at('2026-12-26'))).items.map((i) => i.id)).toEqual([eve.items[0]!.id]);
      expect((await listNotifications(t.db, config, member, at('2026-12-27'))).items).toEqual([]);
      expect(await rowsOf(anon.token, 'christmas')).toHaveLength(1);
    });

    it("special day: today's Advent door, its day only", async () => {
      const start = startOfBusinessDay(addDays(today(), -2), TZ);
      const end = startOfBusinessDay(addDays(today(), 5), TZ);
      const slug = `advent-test-${t.kind}`;
      const [special] = await t.db
        .insert(specials)
        .values({ slug, title: 'Adventskalender Test', kind: 'advent', startsAt: start, endsAt: end, published: true })
        .returning();
      const opens = startOfBusinessDay(today(), TZ);
      await t.db.insert(rewards).values({
        title: 'Kinogutschein im Türchen',
        description: 'Zwei Karten.',
        type: 'buy',
        delivery: 'digital',
        categoryId: 3,
        cost: 10,
        specialSlug: slug,
        startsAt: opens,
        endsAt: startOfBusinessDay(addDays(today(), 1), TZ),
        published: true,
      });
      clearCatalogCache();
      const anon = await newMember(app);
      const { items } = await list(anon.token);
      expect(items).toEqual([
        expect.objectContaining({
          kind: 'specialday',
          title: 'Türchen 3 ist offen',
          text: 'Heute im Adventskalender: «Kinogutschein im Türchen». Schau gleich nach!',
          action: { kind: 'open', label: 'Zum Türchen', href: `/me/special/${slug}#tuer-3` },
        }),
      ]);
      // The next day the door is over: the popup is not shown any more.
      const tomorrow = new Date(startOfBusinessDay(addDays(today(), 1), TZ).getTime() + 3_600_000);
      expect((await listNotifications(t.db, config, await memberOf(anon.token), tomorrow)).items).toEqual([]);
      await t.db.update(specials).set({ published: false }).where(eq(specials.id, special!.id));
      clearCatalogCache();
    });

    it("erasing a member's personal data deletes their popups (a birthday's tells the day); the gift stays in the ledger", async () => {
      const m = await identified({ ...COMPLETE, birthday: `1988-${today().slice(5)}` });
      expect(kindsOf((await list(m.token)).items)).toEqual(['birthday']);
      const admin = await loginAs(app, await staffMember(t.db, 'admin'));
      expect((await consoleCall(app, 'POST', `/api/console/members/${encodeURIComponent(m.token)}/erase`, { cookie: admin })).status).toBe(200);
      const c = await collectorByToken(t.db, m.token);
      expect(await t.db.select().from(notifications).where(eq(notifications.collectorId, c.id))).toEqual([]);
      expect(c.pointsAvailable).toBe(50);
      expect((await list(m.token)).items).toEqual([]);
    });

    it('a member who left the programme is offered nothing new', async () => {
      const m = await identified({ ...COMPLETE, city: null });
      await t.db.update(collectors).set({ optedOutAt: new Date() }).where(eq(collectors.token, m.token));
      expect((await list(m.token)).items).toEqual([]);
    });
  });

  describe('events: badge and level up', () => {
    it('a level-up through host events produces a level-up notification; seen once, gone', async () => {
      const m = await identified();
      expect((await sendAdjustment(app, { collector_token: m.token, amount: 195, reason: 'Start', idempotency_key: newKey() }))[0]).toBe(200);
      expect((await list(m.token)).items).toEqual([]);
      const [status] = await sendEvent(app, { collector_token: m.token, step: 'articleRead', data: { article_id: 'lvl-n-1' }, idempotency_key: newKey() });
      expect(status).toBe(200);
      const { items } = await list(m.token);
      expect(kindsOf(items)).toEqual(['badge', 'levelup']);
      const levelup = items.find((i) => i.kind === 'levelup')!;
      expect(levelup).toMatchObject({
        title: 'Level 2: Leseratte',
        image_url: '/levels/2.svg',
        href: `/notification/levelup?id=${levelup.id}`,
        action: { kind: 'open', href: '/me/overview#level' },
      });
      const badge = items.find((i) => i.kind === 'badge')!;
      expect(badge).toMatchObject({
        title: 'Neues Abzeichen: Erster Artikel',
        image_url: '/badges/erster-artikel.svg',
        action: { label: 'Abzeichen ansehen', href: '/me/overview#badges' },
      });
      // Newest first: written in one transaction, the later row first.
      expect(items.map((i) => i.id)).toEqual([...items.map((i) => i.id)].sort((a, b) => b - a));
      expect(await seen(m.token, levelup.id)).toEqual({ status: 204, json: null });
      expect(kindsOf((await list(m.token)).items)).toEqual(['badge']);
      expect(await seen(m.token, levelup.id)).toEqual({ status: 204, json: null });
      expect(await rowsOf(m.token, 'levelup')).toHaveLength(1);
    });
  });

  describe('POST /api/notifications/{id}/seen', () => {
    it("is idempotent; another member's popup or none is 404, a malformed id 400, an unknown token 404", async () => {
      const m = await identified({ ...COMPLETE, email: null });
      const other = await identified({ ...COMPLETE, email: null });
      const [mine] = (await list(m.token)).items;
      const [theirs] = (await list(other.token)).items;
      expect((await seen(m.token, theirs!.id)).json.error.code).toBe('NOTIFICATION_NOT_FOUND');
      expect((await seen(m.token, 999_999_999)).status).toBe(404);
      expect((await seen(m.token, 'abc')).status).toBe(400);
      expect((await seen('unknown-token-0000000000000000000', mine!.id)).json.error.code).toBe('COLLECTOR_NOT_FOUND');
      // The other member's popup is untouched.
      expect((await list(other.token)).items.map((i) => i.id)).toEqual([theirs!.id]);
      expect((await seen(m.token, mine!.id)).status).toBe(204);
      const [row] = await t.db.select().from(notifications).where(eq(notifications.id, mine!.id));
      expect((await seen(m.token, mine!.id)).status).toBe(204);
      const [again] = await t.db.select().from(notifications).where(eq(notifications.id, mine!.id));
      expect(again!.seenAt).toEqual(row!.seenAt);
    });
  });

  describe("editors' popups (console resource notifications)", () => {
    const POPUP = {
      title: 'Leserfest am Kornmarkt',
      text: 'Am Samstag gibt es doppelte Räppli.',
      image_url: null,
      action_label: 'Mehr erfahren',
      action_href: '/me/posts',
      audience: 'everyone',
      starts_at: null,
      ends_at: null,
      position: 0,
    };
    const call = (method: string, path: string, body?: unknown, cookie = editor) => consoleCall(app, method, `/api/console${path}`, { cookie, body });

    it('editors create and publish; operators are refused; members are offered it by audience and window', async () => {
      expect((await call('POST', '/notifications', POPUP, operator)).status).toBe(403);
      expect((await consoleCall(app, 'POST', '/api/console/notifications', { body: POPUP })).status).toBe(401);
      expect((await call('POST', '/notifications', { ...POPUP, action_href: 'javascript:alert(1)' })).json.error.details).toEqual([
        expect.objectContaining({ path: 'action_href' }),
      ]);
      expect((await call('POST', '/notifications', { ...POPUP, action_href: null })).json.error.details).toEqual([
        expect.objectContaining({ path: 'action_href', message: 'Eine Schaltfläche braucht beides: ihren Text und ihr Ziel.' }),
      ]);
      const created = await call('POST', '/notifications', POPUP);
      expect(created.status).toBe(201);
      const id = created.json.id as number;
      const anon = await newMember(app);
      expect((await list(anon.token)).items).toEqual([]); // not published yet
      expect((await call('POST', `/notifications/${id}/publish`)).status).toBe(200);
      const [offered] = (await list(anon.token)).items;
      expect(offered).toEqual({
        id: offered!.id,
        kind: 'detail',
        title: POPUP.title,
        text: POPUP.text,
        image_url: null,
        action: { kind: 'open', label: 'Mehr erfahren', href: '/me/posts' },
        href: `/notification/detail/${id}?id=${offered!.id}`,
        created_at: expect.any(String),
      });
      // A published edit shows to those who have it and have not seen it yet.
      await call('PUT', `/notifications/${id}`, { ...POPUP, title: 'Leserfest verschoben' });
      expect((await list(anon.token)).items[0]!.title).toBe(POPUP.title);
      await call('POST', `/notifications/${id}/publish`);
      expect((await list(anon.token)).items[0]!.title).toBe('Leserfest verschoben');
      // Seen once: never again, also after another publish.
      expect((await seen(anon.token, offered!.id)).status).toBe(204);
      await call('POST', `/notifications/${id}/publish`);
      expect((await list(anon.token)).items).toEqual([]);
      await call('POST', `/notifications/${id}/archive`);

      // Audience: identified only.
      const members = await call('POST', '/notifications', { ...POPUP, title: 'Nur für Angemeldete', audience: 'identified' });
      await call('POST', `/notifications/${members.json.id}/publish`);
      const other = await newMember(app);
      expect((await list(other.token)).items.map((i) => i.title)).toEqual([]);
      const signedIn = await identified();
      expect((await list(signedIn.token)).items.map((i) => i.title)).toEqual(['Nur für Angemeldete']);
      // Offline: not offered, and what was written is not shown.
      await call('POST', `/notifications/${members.json.id}/archive`);
      expect((await list(signedIn.token)).items).toEqual([]);
      // A window that has ended.
      const ended = await call('POST', '/notifications', { ...POPUP, title: 'Vorbei', starts_at: '2020-01-01T00:00:00Z', ends_at: '2020-02-01T00:00:00Z' });
      await call('POST', `/notifications/${ended.json.id}/publish`);
      expect((await list((await newMember(app)).token)).items).toEqual([]);
      await call('POST', `/notifications/${ended.json.id}/archive`);
    });

    it('GET /api/console/notifications/{id}/preview: a signed link for editors, showing the draft with no member in it; tampered or expired → nothing', async () => {
      const created = await call('POST', '/notifications', { ...POPUP, title: 'Vorschau-Popup' });
      const id = created.json.id as number;
      const res = await call('GET', `/notifications/${id}/preview`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(notificationPreviewUrlsSchema.strict().safeParse(res.json).success).toBe(true);
      expect(res.json.urls.popup).toMatch(new RegExp(`^https://raeppli\\.test/preview/notifications/popup\\?id=${id}&exp=\\d+&sig=[\\w-]{43}$`));
      expect((await call('GET', `/notifications/${id}/preview`, undefined, operator)).status).toBe(403);
      expect((await consoleCall(app, 'GET', `/api/console/notifications/${id}/preview`)).status).toBe(401);
      expect((await call('GET', '/notifications/999999/preview')).json.error.code).toBe('CONTENT_NOT_FOUND');

      const link = Object.fromEntries(new URL(res.json.urls.popup).searchParams) as { id: string; exp: string; sig: string };
      expect(await openNotificationPreview(t.db, TEST_SSO_SECRET, link)).toEqual({
        shows: 'unpublished',
        popup: { id, title: 'Vorschau-Popup', text: POPUP.text, image_url: null, action: { label: 'Mehr erfahren', href: '/me/posts' } },
      });
      await call('POST', `/notifications/${id}/publish`);
      await call('PUT', `/notifications/${id}`, { ...POPUP, title: 'Vorschau-Popup, geändert', action_label: null, action_href: null });
      expect(await openNotificationPreview(t.db, TEST_SSO_SECRET, link)).toMatchObject({
        shows: 'draft',
        popup: { title: 'Vorschau-Popup, geändert', action: null },
      });
      // Tampered: another id, a later expiry, a reward's signature; expired; unsigned.
      expect(await openNotificationPreview(t.db, TEST_SSO_SECRET, { ...link, id: String(id + 1) })).toBeNull();
      expect(await openNotificationPreview(t.db, TEST_SSO_SECRET, { ...link, exp: String(Number(link.exp) + 60) })).toBeNull();
      expect(await openNotificationPreview(t.db, TEST_SSO_SECRET, { ...link, sig: signPreview(TEST_SSO_SECRET, 'rewards', id, Number(link.exp)) })).toBeNull();
      expect(await openNotificationPreview(t.db, TEST_SSO_SECRET, link, new Date(Number(link.exp) * 1000 + 1000))).toBeNull();
      expect(await openNotificationPreview(t.db, TEST_SSO_SECRET, { id: link.id })).toBeNull();
      await call('POST', `/notifications/${id}/archive`);
    });
  });

  if (t.kind === 'postgres') {
    it('20 concurrent reads on a birthday: one birthday popup, one gift, one row of each other kind (PostgreSQL)', async () => {
      const day = today();
      const m = await identified({ ...COMPLETE, birthday: `1988-${day.slice(5)}`, city: null });
      const c = await collectorByToken(t.db, m.token);
      const answers = await Promise.all(Array.from({ length: 20 }, () => list(m.token)));
      expect(answers.every((a) => a.status === 200)).toBe(true);
      for (const a of answers) expect(kindsOf(a.items)).toEqual(['birthday', 'profile']);
      expect(await rowsOf(m.token, 'birthday')).toHaveLength(1);
      expect(await rowsOf(m.token, 'profile')).toHaveLength(1);
      const gifts = await t.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.collectorId, c.id), eq(ledgerEntries.kind, 'birthday')));
      expect(gifts).toHaveLength(1);
      expect((await collectorByToken(t.db, m.token)).pointsAvailable).toBe(50);
      expect(await t.db.select().from(notifications).where(eq(notifications.collectorId, c.id))).toHaveLength(2);
    });
  }
});

describeEachDatabase('notification popups: the demo', (t) => {
  it("Anna has unseen popups — a badge, her level, her profile and the editors' popup — and the anonymous demo member the popup", async () => {
    const { app, config } = makeApp(t.database);
    const demo = await seedDemo(t.db, config);
    const anna = await app.request(`/api/notifications?collector_token=${demo.identified.collectorToken}`);
    const { items } = (await anna.json()) as { items: NotificationItem[] };
    expect(items.map((i) => i.kind).sort()).toEqual(expect.arrayContaining(['badge', 'detail', 'levelup', 'profile']));
    expect(items.find((i) => i.kind === 'detail')).toMatchObject({
      title: DEMO_POPUP.title,
      image_url: DEMO_POPUP.imageUrl,
      action: { label: DEMO_POPUP.actionLabel, href: DEMO_POPUP.actionHref },
    });
    const anon = await app.request(`/api/notifications?collector_token=${demo.anonymous}`);
    expect(((await anon.json()) as { items: NotificationItem[] }).items.map((i) => i.kind)).toContain('detail');
    // Seeding again adds no second popup.
    await seedDemo(t.db, config);
    expect(await t.db.select().from(notificationPopups)).toHaveLength(1);
  });
});
