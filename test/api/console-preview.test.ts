// Pictures and previews in the console (docs/console.md, Pictures and Previews): editors upload
// PNG, JPEG or WebP, kept as WebP in the database and served publicly; signed, expiring links open
// a reward's draft as members would see it, and nothing else.
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { consoleRewardSchema, type RewardInput } from '@/lib/contracts/console';
import { mediaSchema, previewUrlsSchema, specialPreviewUrlsSchema } from '@/lib/contracts/media';
import { auditLog, media } from '@/lib/server/db/schema';
import { openRewardPreview, signPreview } from '@/lib/server/console/previews';
import { openSpecialPreview } from '@/lib/server/console/special-preview';
import { countRows, describeEachDatabase, makeApp, TEST_SSO_SECRET } from '../helpers/db';
import type { App } from '../helpers/loyalty';
import { consoleCall, loginAs, ORIGIN, staffMember, TEST_REWARD } from '../helpers/console';

const REWARD: RewardInput = {
  ...TEST_REWARD,
  title: 'Bootsfahrt am Abend',
  description: 'Zwei Stunden auf dem See.',
  details: '',
  sponsor: null,
  cost: 200,
  position: 0,
};

/** A picture made here, with camera metadata that must not survive. */
const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'webp') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 16, b: 46 } } })
    .withExif({ IFD0: { Artist: 'Geheime Fotografin', Copyright: 'Redaktion' } })
    .toFormat(format)
    .toBuffer();

type Upload = { cookie?: string; origin?: string | null; name?: string; type?: string; field?: string; headers?: Record<string, string> };

async function upload(
  app: App,
  bytes: Uint8Array | string,
  { cookie, origin = ORIGIN, name = 'bild.png', type = 'image/png', field = 'file', headers = {} }: Upload = {},
) {
  const form = new FormData();
  form.append(field, new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type }), name);
  const res = await app.request(`${ORIGIN}/api/console/media`, {
    method: 'POST',
    headers: { ...(cookie ? { Cookie: cookie } : {}), ...(origin ? { Origin: origin } : {}), ...headers },
    body: form,
  });
  return {
    status: res.status,
    json: (await res.json()) as { id?: string; url?: string; width?: number; height?: number; error?: { code: string; message: string } },
  };
}

describeEachDatabase('console pictures and previews', (t) => {
  let app: App;
  let editor: string;
  let operator: string;
  let editorId: number;
  let config: ReturnType<typeof makeApp>['config'];
  beforeAll(async () => {
    ({ app, config } = makeApp(t.database));
    const who = await staffMember(t.db, 'editor');
    editor = await loginAs(app, who);
    operator = await loginAs(app, await staffMember(t.db, 'operator'));
    editorId = (await consoleCall(app, 'GET', '/api/console/me', { cookie: editor })).json.staff.id;
  });

  describe('POST /api/console/media', () => {
    it('takes a PNG, keeps it as WebP at most 1200 px wide without its metadata, and serves it publicly for a year', async () => {
      const res = await upload(app, await picture(1600, 900, 'png'), { cookie: editor });
      expect(res.status).toBe(201);
      expect(mediaSchema.strict().safeParse(res.json).success).toBe(true);
      expect(res.json).toMatchObject({ url: `/api/media/${res.json.id}`, width: 1200, height: 675 });

      const served = await app.request(res.json.url!);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = Buffer.from(await served.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 675 });
      expect(meta.exif).toBeUndefined();
      expect(bytes.includes(Buffer.from('Geheime Fotografin'))).toBe(false);

      const [entry] = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'media.upload'), eq(auditLog.resourceId, res.json.id!)));
      expect(entry).toMatchObject({ staffId: editorId, resource: 'media' });
      expect(entry!.after).toMatchObject({ name: 'bild.png', width: 1200, height: 675, content_type: 'image/webp' });
    });

    it('takes JPEG and WebP by their bytes whatever the name says, and does not enlarge a small picture', async () => {
      const jpeg = await upload(app, await picture(300, 200, 'jpeg'), { cookie: editor, name: 'foto.txt', type: 'text/plain' });
      expect([jpeg.status, jpeg.json.width, jpeg.json.height]).toEqual([201, 300, 200]);
      const webp = await upload(app, await picture(640, 480, 'webp'), { cookie: editor, name: 'bild', type: 'application/octet-stream' });
      expect([webp.status, webp.json.width, webp.json.height]).toEqual([201, 640, 480]);
    });

    it('refuses what is no PNG, JPEG or WebP picture: 400 UNSUPPORTED_IMAGE in German, nothing stored', async () => {
      const before = await countRows(t.db, media);
      const cases: [Uint8Array | string, string][] = [
        ['Das ist kein Bild.', 'bild.png'],
        [Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.alloc(64, 7)]), 'kaputt.png'],
        [
          await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
            .gif()
            .toBuffer(),
          'bild.gif',
        ],
        ['<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>', 'bild.svg'],
        ['', 'leer.png'],
      ];
      for (const [bytes, name] of cases) {
        const res = await upload(app, bytes, { cookie: editor, name });
        expect([name, res.status, res.json.error?.code]).toEqual([name, 400, 'UNSUPPORTED_IMAGE']);
        expect(res.json.error?.message).toBe('Bitte lade ein Bild im Format PNG, JPEG oder WebP hoch.');
      }
      const noFile = await upload(app, await picture(10, 10, 'png'), { cookie: editor, field: 'bild' });
      expect([noFile.status, noFile.json.error?.code]).toEqual([400, 'UNSUPPORTED_IMAGE']);
      expect(await countRows(t.db, media)).toBe(before);
    });

    it('refuses a body over 2 MB with 413, by its length or while reading it', async () => {
      const before = await countRows(t.db, media);
      const big = Buffer.concat([await picture(100, 100, 'png'), Buffer.alloc(2 * 1024 * 1024, 1)]);
      const res = await upload(app, big, { cookie: editor });
      expect([res.status, res.json.error?.code, res.json.error?.message]).toEqual([413, 'PAYLOAD_TOO_LARGE', 'Das Bild ist zu groß: höchstens 2 MB.']);
      const declared = await app.request(`${ORIGIN}/api/console/media`, {
        method: 'POST',
        headers: { Cookie: editor, Origin: ORIGIN, 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(3 * 1024 * 1024) },
        body: '--x--',
      });
      expect(declared.status).toBe(413);
      expect(await countRows(t.db, media)).toBe(before);
    });

    it('is for editors (and admins) only, from our own origin only', async () => {
      const png = await picture(20, 20, 'png');
      expect((await upload(app, png, { cookie: operator })).json.error?.code).toBe('FORBIDDEN');
      expect((await upload(app, png, { cookie: operator })).status).toBe(403);
      expect((await upload(app, png)).status).toBe(401);
      const foreign = await upload(app, png, { cookie: editor, origin: 'https://evil.example' });
      expect([foreign.status, foreign.json.error?.code]).toEqual([403, 'ORIGIN_REFUSED']);
      expect((await upload(app, png, { cookie: editor, origin: null })).status).toBe(403);
      const admin = await loginAs(app, await staffMember(t.db, 'admin'));
      expect((await upload(app, png, { cookie: admin })).status).toBe(201);
    });
  });

  describe('GET /api/media/{id}', () => {
    it('answers 404 for an unknown picture and 400 for an id that is none', async () => {
      const unknown = await app.request('/api/media/3f1c2a9e-5b7d-4e2f-9a1b-0c3d4e5f6a7b');
      expect([unknown.status, unknown.headers.get('cache-control')]).toEqual([404, 'no-store']);
      expect((await app.request('/api/media/1')).status).toBe(400);
    });
  });

  describe('previews', () => {
    const create = async (input: Partial<RewardInput> = {}) => {
      const res = await consoleCall(app, 'POST', '/api/console/rewards', { cookie: editor, body: { ...REWARD, ...input } });
      expect(res.status).toBe(201);
      return consoleRewardSchema.parse(res.json);
    };
    const linkOf = (url: string) => Object.fromEntries(new URL(url).searchParams) as { id: string; exp: string; sig: string };

    it('GET /api/console/rewards/{id}/preview: signed links to the three preview pages, for editors', async () => {
      const reward = await create();
      const res = await consoleCall(app, 'GET', `/api/console/rewards/${reward.id}/preview`, { cookie: editor });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(previewUrlsSchema.strict().safeParse(res.json).success).toBe(true);
      expect(Object.keys(res.json.urls).sort()).toEqual(['detail', 'largecard', 'smallcard']);
      expect(res.json.urls.detail).toMatch(new RegExp(`^https://raeppli\\.test/preview/rewards/detail\\?id=${reward.id}&exp=\\d+&sig=[\\w-]{43}$`));
      expect(new Date(res.json.expires_at).getTime() - Date.now()).toBeGreaterThan(59 * 60 * 1000);
      expect((await consoleCall(app, 'GET', `/api/console/rewards/${reward.id}/preview`, { cookie: operator })).status).toBe(403);
      expect((await consoleCall(app, 'GET', `/api/console/rewards/${reward.id}/preview`)).status).toBe(401);
      expect((await consoleCall(app, 'GET', '/api/console/rewards/999999/preview', { cookie: editor })).json.error.code).toBe('REWARD_NOT_FOUND');
    });

    it("a signed link opens the reward's draft (title, picture) with no member in it; an unpublished one as it is", async () => {
      const pic = await upload(app, await picture(800, 400, 'png'), { cookie: editor });
      const reward = await create({ title: 'Bootsfahrt im Morgenrot' });
      const urls = (await consoleCall(app, 'GET', `/api/console/rewards/${reward.id}/preview`, { cookie: editor })).json.urls;
      const unpublished = await openRewardPreview(t.db, TEST_SSO_SECRET, linkOf(urls.detail));
      expect(unpublished).toMatchObject({
        shows: 'unpublished',
        detail: { title: 'Bootsfahrt im Morgenrot', my: null },
        card: { title: 'Bootsfahrt im Morgenrot' },
      });

      expect((await consoleCall(app, 'POST', `/api/console/rewards/${reward.id}/publish`, { cookie: editor })).status).toBe(200);
      const put = await consoleCall(app, 'PUT', `/api/console/rewards/${reward.id}`, {
        cookie: editor,
        body: { ...REWARD, title: 'Bootsfahrt bei Vollmond', image_url: pic.json.url, stock: 4 },
      });
      expect(put.status).toBe(200);
      const preview = await openRewardPreview(t.db, TEST_SSO_SECRET, linkOf(urls.smallcard));
      expect(preview).toMatchObject({
        shows: 'draft',
        detail: { title: 'Bootsfahrt bei Vollmond', image_url: pic.json.url, stock: 4, stock_left: 4, my: null },
        card: { image_url: pic.json.url },
      });
      expect(preview!.detail.redeem.blocker).toBeNull();
      // members still see what is published
      const live = (await (await app.request(`/api/rewards/${reward.id}`)).json()) as { title: string; image_url: string | null };
      expect([live.title, live.image_url]).toEqual(['Bootsfahrt im Morgenrot', null]);
    });

    it('a tampered, expired, unsigned or foreign-secret link opens nothing', async () => {
      const reward = await create();
      const other = await create({ title: 'Andere Prämie' });
      const link = linkOf((await consoleCall(app, 'GET', `/api/console/rewards/${reward.id}/preview`, { cookie: editor })).json.urls.detail);
      expect(await openRewardPreview(t.db, TEST_SSO_SECRET, link)).not.toBeNull();
      expect(await openRewardPreview(t.db, TEST_SSO_SECRET, { ...link, id: String(other.id) })).toBeNull();
      expect(await openRewardPreview(t.db, TEST_SSO_SECRET, { ...link, exp: String(Number(link.exp) + 60) })).toBeNull();
      expect(await openRewardPreview(t.db, TEST_SSO_SECRET, { id: link.id })).toBeNull();
      expect(await openRewardPreview(t.db, 'another-secret-0123456789abcdef', link)).toBeNull();
      const past = Math.floor(Date.now() / 1000) - 1;
      expect(
        await openRewardPreview(t.db, TEST_SSO_SECRET, { id: link.id, exp: String(past), sig: signPreview(TEST_SSO_SECRET, 'rewards', reward.id, past) }),
      ).toBeNull();
      expect(await openRewardPreview(t.db, TEST_SSO_SECRET, link, new Date(Number(link.exp) * 1000))).toBeNull();
      // a valid signature for a reward that does not exist
      const exp = Math.floor(Date.now() / 1000) + 60;
      expect(
        await openRewardPreview(t.db, TEST_SSO_SECRET, { id: '999999', exp: String(exp), sig: signPreview(TEST_SSO_SECRET, 'rewards', 999999, exp) }),
      ).toBeNull();
    });

    it("GET /api/console/specials/{id}/preview: a signed link to the special's page, which shows its draft with no member in it", async () => {
      const special = {
        slug: 'vorschau-woche',
        title: 'Vorschauwoche',
        menu_link: null,
        content: [],
        starts_at: null,
        ends_at: null,
        position: 0,
        kind: 'page',
        config: null,
      };
      const created = await consoleCall(app, 'POST', '/api/console/specials', { cookie: editor, body: special });
      expect(created.status).toBe(201);
      const id = created.json.id as number;
      const res = await consoleCall(app, 'GET', `/api/console/specials/${id}/preview`, { cookie: editor });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(specialPreviewUrlsSchema.strict().safeParse(res.json).success).toBe(true);
      expect(res.json.urls.special).toMatch(new RegExp(`^https://raeppli\\.test/preview/specials/special\\?id=${id}&exp=\\d+&sig=[\\w-]{43}$`));
      expect((await consoleCall(app, 'GET', `/api/console/specials/${id}/preview`, { cookie: operator })).status).toBe(403);
      expect((await consoleCall(app, 'GET', `/api/console/specials/${id}/preview`)).status).toBe(401);
      expect((await consoleCall(app, 'GET', '/api/console/specials/999999/preview', { cookie: editor })).json.error.code).toBe('CONTENT_NOT_FOUND');

      const link = linkOf(res.json.urls.special);
      expect(await openSpecialPreview(t.db, config, link)).toMatchObject({
        shows: 'unpublished',
        special: { slug: 'vorschau-woche', title: 'Vorschauwoche', kind: 'page', detail: {} },
      });
      expect((await consoleCall(app, 'POST', `/api/console/specials/${id}/publish`, { cookie: editor })).status).toBe(200);
      expect(
        (await consoleCall(app, 'PUT', `/api/console/specials/${id}`, { cookie: editor, body: { ...special, title: 'Vorschauwoche im Advent' } })).status,
      ).toBe(200);
      expect(await openSpecialPreview(t.db, config, link)).toMatchObject({ shows: 'draft', special: { title: 'Vorschauwoche im Advent' } });
      // members still see what is published
      expect(((await (await app.request('/api/specials/vorschau-woche')).json()) as { title: string }).title).toBe('Vorschauwoche');

      // a reward's signature for the same id opens no special, nor a changed one
      expect(await openSpecialPreview(t.db, config, { ...link, sig: signPreview(TEST_SSO_SECRET, 'rewards', id, Number(link.exp)) })).toBeNull();
      expect(await openSpecialPreview(t.db, config, { ...link, exp: String(Number(link.exp) + 60) })).toBeNull();
    });
  });
});
