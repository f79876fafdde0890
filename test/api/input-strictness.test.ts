// Input the schemas once let through (docs/api.md, "Validation"): numbers of an address written
// other than in decimal digits, a category beyond its column, times before 1970, a posts cursor
// that is not ours, a lone UTF-16 surrogate in a JSON body. Each is a 400 that changes nothing,
// where it was a 500, another record than the one named, or a date read back as another.
import { eq } from 'drizzle-orm';
import { collectors, ledgerEntries } from '@/lib/server/db/schema';
import { seedDemo } from '@/lib/server/db/seed';
import { describeEachDatabase, makeApp, TEST_API_KEY } from '../helpers/db';
import { consoleCall, loginAs, staffMember } from '../helpers/console';
import { hostPost, newKey, newMember, type App } from '../helpers/loyalty';

type ErrorBody = { error: { code: string; message: string; details?: { path: string; message: string }[] } };

describeEachDatabase('input strictness', (t) => {
  let app: App;
  let editor: string;
  let anna: { collectorToken: string; hash: string; token: string };
  beforeAll(async () => {
    const made = makeApp(t.database);
    app = made.app;
    anna = (await seedDemo(t.db, made.config)).identified;
    editor = await loginAs(app, await staffMember(t.db, 'editor'));
  });

  const json = async (res: Response) => ({ status: res.status, body: (await res.json()) as ErrorBody & Record<string, unknown> });
  const hostPut = (path: string, body: unknown) =>
    app.request(path, { method: 'PUT', headers: { Authorization: `Bearer ${TEST_API_KEY}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const hostGet = (path: string) => app.request(path, { headers: { Authorization: `Bearer ${TEST_API_KEY}` } });

  async function aReward(): Promise<{ id: number }> {
    const { items } = (await (await app.request('/api/rewards')).json()) as { items: { id: number }[] };
    return { id: items[0]!.id };
  }

  it('takes the numbers of an address in decimal digits only: hex, exponent, sign or spaces are a 400', async () => {
    const { id } = await aReward();
    expect((await app.request(`/api/rewards/${id}`)).status).toBe(200);
    for (const written of [`0x${id.toString(16)}`, `${id}e0`, `+${id}`, `%20${id}`, `${id}.0`]) {
      const { status, body } = await json(await app.request(`/api/rewards/${written}`));
      expect([written, status, body.error.code]).toEqual([written, 400, 'VALIDATION_FAILED']);
      expect(body.error.details?.[0]?.message).toBe('Bitte eine ganze Zahl nur aus Ziffern (0–9) angeben.');
    }
    for (const query of ['limit=0x5', 'limit=%205', 'limit=1e1', 'limit=', 'limit=-0']) {
      const { status } = await json(await app.request(`/api/posts?${query}`));
      expect([query, status]).toEqual([query, 400]);
    }
    // Digits out of range say the range, not that they are no digits.
    const { status, body } = await json(await app.request('/api/posts?limit=500'));
    expect([status, body.error.details?.[0]?.message]).toEqual([400, 'Bitte höchstens 50 angeben.']);
  });

  it('archives no reward named in hex: the console write is refused and the reward stays published', async () => {
    const { id } = await aReward();
    const res = await consoleCall(app, 'POST', `/api/console/rewards/0x${id.toString(16)}/archive`, { cookie: editor });
    expect(res.status).toBe(400);
    const { items } = (await (await app.request('/api/rewards')).json()) as { items: { id: number }[] };
    expect(items.map((r) => r.id)).toContain(id);
  });

  it('refuses a category beyond its column (it was a 500), and lists by a real one', async () => {
    for (const category of ['2147483648', '4294967296', '9007199254740991']) {
      const { status, body } = await json(await app.request(`/api/rewards?category=${category}`));
      expect([category, status, body.error.code]).toEqual([category, 400, 'VALIDATION_FAILED']);
    }
    expect((await app.request('/api/rewards?category=2147483647')).status).toBe(200);
  });

  it('refuses a posts cursor that is not one of ours (a year 0000, a tail after the id)', async () => {
    const encode = (s: string) => Buffer.from(s).toString('base64url');
    for (const cursor of ['0000-01-01T16:31:16.697Z|36', '2026-01-01T16:31:16.697Z|36|extra', '2026-01-01T16:31:16.697Z|0', '2026-01-01|3']) {
      const { status, body } = await json(await app.request(`/api/posts?cursor=${encode(cursor)}`));
      expect([cursor, status, body.error.details?.[0]?.path]).toEqual([cursor, 400, 'cursor']);
    }
    expect((await app.request(`/api/posts?cursor=${encode('2026-01-01T16:31:16.697Z|36')}`)).status).toBe(200);
  });

  it('takes a subscription end between 1970 and 9999 only; the member record stays readable', async () => {
    const member = await newMember(app, `strict-${Date.now()}`);
    const path = `/api/host/collectors/${member.token}/subscription`;
    for (const until of [
      '0000-01-01T00:00:00Z',
      '0001-06-15T12:00:00Z',
      '0027-12-31T00:00:00Z',
      '0099-06-15T00:00:00Z',
      '1969-12-31T23:59:59Z',
      '9999-12-31T23:00:00-05:00',
    ]) {
      const { status, body } = await json(await hostPut(path, { active: true, until }));
      expect([until, status, body.error.code]).toEqual([until, 400, 'VALIDATION_FAILED']);
      expect(body.error.details?.[0]?.message).toBe('Bitte einen Zeitpunkt zwischen 1970 und 9999 angeben.');
    }
    expect((await hostGet(`/api/host/collectors/${member.token}`)).status).toBe(200);
    expect((await hostPut(path, { active: true, until: '9999-12-31T00:00:00Z' })).status).toBe(200);
    const read = (await (await hostGet(`/api/host/collectors/${member.token}`)).json()) as { subscription: { until: string } };
    expect(read.subscription.until).toBe('9999-12-31T00:00:00.000Z');
  });

  it('takes a console time between 1970 and 9999 only: no reward starts in year 1', async () => {
    const res = await consoleCall(app, 'POST', '/api/console/rewards', { cookie: editor, body: { starts_at: '0001-06-15T12:00:00Z' } });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.json.error.details)).toContain('Bitte einen Zeitpunkt zwischen 1970 und 9999 angeben.');
  });

  it('refuses a lone UTF-16 surrogate in a JSON body with a 400 naming the field; nothing is booked', async () => {
    const member = await newMember(app);
    const [collector] = await t.db.select().from(collectors).where(eq(collectors.token, member.token));
    const before = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.collectorId, collector!.id));
    const raw = (data: string) =>
      `{"collector_token":"${member.token}","step":"articleRead","data":{"article_id":"a-${newKey()}","k":"${data}"},"idempotency_key":"${newKey()}"}`;
    for (const lone of ['\\ud800', '\\udfff', 'a\\ud83dz']) {
      const { status, body } = await json(await hostPost(app, '/api/host/events', null, { raw: raw(lone) }));
      expect([lone, status, body.error.code, body.error.details?.[0]]).toEqual([
        lone,
        400,
        'VALIDATION_FAILED',
        { path: 'data.k', message: 'Der Text enthält ein ungültiges Zeichen (ein einzelnes UTF-16-Ersatzzeichen).' },
      ]);
    }
    expect(await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.collectorId, collector!.id))).toEqual(before);
    // A pair written as escapes is one character: taken.
    const pair = await json(await hostPost(app, '/api/host/events', null, { raw: raw('\\ud83d\\udca5') }));
    expect([pair.status, pair.body.awarded]).toEqual([200, 5]);
  });

  it('names a prize-wheel spin by its UUID: anything else is a 400, not a missing spin', async () => {
    const query = `collector_token=${anna.collectorToken}&hash=${anna.hash}&token=${anna.token}`;
    const res = await app.request(`/api/prizewheel/spins/not-a-uuid/claim?${query}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': newKey('spin') },
      body: '{}',
    });
    expect(res.status).toBe(400);
  });
});
