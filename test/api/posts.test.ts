// Posts (docs/posts-faq.md): members read published posts whose time has come, newest first and
// paged by a cursor; a post's body is sanitised HTML; editors write posts in the console with a
// preview rendered by the same code, and what they publish reaches members.
import { eq } from 'drizzle-orm';
import { postDetailSchema, postListSchema } from '@/lib/contracts/posts';
import { faqSections, posts, specials } from '@/lib/server/db/schema';
import { demoFaq, demoPosts } from '@/lib/server/db/seed-posts';
import { catalogue } from '@/lib/server/pages/catalogue';
import { registerPagesCatalogue } from '@/lib/server/pages/register';
import { postsByIds } from '@/lib/server/services/posts';
import { describeEachDatabase, makeApp } from '../helpers/db';
import type { App } from '../helpers/loyalty';
import { consoleCall, loginAs, staffMember } from '../helpers/console';
import { makeReward } from '../helpers/rewards';

const DAY = 24 * 3600 * 1000;

type Page = { items: { id: number; title: string; publish_at: string }[]; next_cursor: string | null };

describeEachDatabase('posts', (t) => {
  let app: App;
  let editor: string;
  let operator: string;
  beforeAll(async () => {
    const made = makeApp(t.database);
    app = made.app;
    registerPagesCatalogue(t.db, made.config);
    editor = await loginAs(app, await staffMember(t.db, 'editor'));
    operator = await loginAs(app, await staffMember(t.db, 'operator'));
  });
  beforeEach(async () => {
    await t.db.delete(posts);
  });

  const get = async (path: string) => {
    const res = await app.request(path);
    return {
      status: res.status,
      headers: res.headers,
      json: (await res.json()) as Record<string, unknown> & { error?: { code: string; details?: { path: string }[] } },
    };
  };
  const call = (method: string, path: string, body?: unknown, cookie = editor) => consoleCall(app, method, `/api/console${path}`, { cookie, body });
  const insert = async (title: string, values: Partial<typeof posts.$inferInsert> = {}) =>
    (
      await t.db
        .insert(posts)
        .values({ title, teaser: `Über ${title}`, body: `# ${title}`, publishAt: new Date(Date.now() - DAY), published: true, ...values })
        .returning()
    )[0]!;

  /** Every page of GET /api/posts at `limit`, in order. */
  async function allPages(limit: number) {
    const pages: Page[] = [];
    let cursor: string | null = null;
    do {
      const res = await get(`/api/posts?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      const page = postListSchema.parse(res.json);
      pages.push(page);
      cursor = page.next_cursor;
    } while (cursor && pages.length < 50);
    return pages;
  }

  it('lists only published posts whose time has come, newest first, in pages that neither repeat nor skip', async () => {
    const now = Date.now();
    const tie = new Date(now - 3 * DAY);
    const shown = [
      await insert('Vor fünf Tagen', { publishAt: new Date(now - 5 * DAY) }),
      await insert('Gleichzeitig A', { publishAt: tie }),
      await insert('Gleichzeitig B', { publishAt: tie }),
      await insert('Gestern', { publishAt: new Date(now - DAY) }),
      await insert('Vor einer Minute', { publishAt: new Date(now - 60_000) }),
    ];
    await insert('Entwurf', { published: false });
    await insert('Morgen', { publishAt: new Date(now + DAY) });
    await insert('Archiviert', { archivedAt: new Date(now - 1000) });
    await insert('Nie veröffentlicht', { published: false, publishAt: null });

    const pages = await allPages(2);
    expect(pages.map((p) => p.items.length)).toEqual([2, 2, 1]);
    expect(pages.at(-1)!.next_cursor).toBeNull();
    // Newest first; the two of the same time by id, newer id first.
    expect(pages.flatMap((p) => p.items.map((i) => i.title))).toEqual(['Vor einer Minute', 'Gestern', 'Gleichzeitig B', 'Gleichzeitig A', 'Vor fünf Tagen']);
    expect(new Set(pages.flatMap((p) => p.items.map((i) => i.id)))).toEqual(new Set(shown.map((p) => p.id)));

    // A post published while a reader pages does not shift the next page.
    const first = postListSchema.parse((await get('/api/posts?limit=2')).json);
    await insert('Ganz neu', { publishAt: new Date() });
    const second = postListSchema.parse((await get(`/api/posts?limit=2&cursor=${first.next_cursor}`)).json);
    expect(second.items.map((i) => i.title)).toEqual(['Gleichzeitig B', 'Gleichzeitig A']);

    // The default page is ten; a list is public and cacheable for a minute.
    const res = await get('/api/posts');
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect((res.json.items as unknown[]).length).toBe(6);
    expect(res.json.next_cursor).toBeNull();
  });

  it('refuses a cursor or limit that is not one of ours with 400, in German', async () => {
    await insert('Eins');
    for (const q of [
      'cursor=nichts',
      `cursor=${Buffer.from('gestern|1').toString('base64url')}`,
      `cursor=${Buffer.from('2026-01-01T00:00:00.000Z|0').toString('base64url')}`,
    ]) {
      const res = await get(`/api/posts?${q}`);
      expect([q, res.status]).toEqual([q, 400]);
      expect(res.json.error).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'cursor', message: expect.stringContaining('Cursor') }] });
    }
    expect((await get('/api/posts?cursor=a%2Fb')).status).toBe(400);
    expect((await get('/api/posts?limit=0')).status).toBe(400);
    expect((await get('/api/posts?limit=51')).status).toBe(400);
    expect((await get('/api/posts?limit=50')).status).toBe(200);
  });

  it('answers a post with its body as sanitised HTML and its links to what members can open; 404 for the rest', async () => {
    const reward = await makeReward(t.db, { title: 'Verlinkte Prämie' });
    const hidden = await makeReward(t.db, { title: 'Unveröffentlichte Prämie', published: false });
    await t.db.insert(specials).values({ slug: 'post-aktion', title: 'Aktion zum Beitrag', published: true }).onConflictDoNothing();
    const post = await insert('Mit allem', {
      body: '## Zwischentitel\n\n<script>alert(1)</script><img src="/x.png" onerror="alert(2)"> [Klick](javascript:alert(3)) <iframe src="https://evil.example"></iframe>\n\n- **fett** und *kursiv*',
      links: [
        { kind: 'reward', id: hidden.id },
        { kind: 'special', slug: 'post-aktion' },
        { kind: 'reward', id: reward.id },
        { kind: 'special', slug: 'gibt-es-nicht' },
      ],
      imageUrl: '/posts/tafel.svg',
    });
    const res = await get(`/api/posts/${post.id}`);
    expect(res.status).toBe(200);
    const detail = postDetailSchema.parse(res.json);
    expect(detail).toMatchObject({ id: post.id, title: 'Mit allem', image_url: '/posts/tafel.svg', publish_at: post.publishAt!.toISOString() });
    expect(detail.html).toContain('<h2>Zwischentitel</h2>');
    expect(detail.html).toContain('<strong>fett</strong>');
    // The raw HTML on that line makes it an HTML block, so the link stays plain text, never a link.
    expect(detail.html).not.toMatch(/<script|alert\(1\)|onerror|<iframe|href="\s*javascript/i);
    expect(detail.links).toEqual([
      { kind: 'special', title: 'Aktion zum Beitrag', path: '/me/special/post-aktion' },
      { kind: 'reward', title: 'Verlinkte Prämie', path: `/me/rewards/detail/${reward.id}` },
    ]);

    const draft = await insert('Entwurf', { published: false });
    const future = await insert('Morgen', { publishAt: new Date(Date.now() + DAY) });
    const archived = await insert('Archiviert', { archivedAt: new Date() });
    for (const id of [draft.id, future.id, archived.id, 99_999_999]) {
      const missing = await get(`/api/posts/${id}`);
      expect([id, missing.status]).toEqual([id, 404]);
      expect(missing.json.error).toMatchObject({ code: 'POST_NOT_FOUND', message: 'Diesen Beitrag gibt es nicht (mehr).' });
    }
    expect((await get('/api/posts/abc')).status).toBe(400);
  });

  it('console: an editor writes a post, previews it as members will see it and publishes it; members see it then', async () => {
    const preview = await call('POST', '/markdown/preview', {
      markdown: '# Titel\n\nText mit <script>alert(1)</script>[Link](javascript:alert(1)) und **fett**',
    });
    expect(preview.status).toBe(200);
    expect(preview.json.html).toContain('<h2>Titel</h2>');
    expect(preview.json.html).toContain('<strong>fett</strong>');
    expect(preview.json.html).not.toMatch(/<script|javascript:/i);

    const input = { title: 'Aus der Konsole', teaser: 'Neu.', image_url: null, body: '**Hallo**', publish_at: null, links: [] };
    const created = await call('POST', '/posts', input);
    expect(created.status).toBe(201);
    expect((await get(`/api/posts/${created.json.id}`)).status).toBe(404);

    const before = Date.now();
    const published = await call('POST', `/posts/${created.json.id}/publish`);
    expect(published.status).toBe(200);
    // Published without a time: out now, and the post keeps that time.
    const at = Date.parse(published.json.live.publish_at);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    const read = await get(`/api/posts/${created.json.id}`);
    expect(read.status).toBe(200);
    expect(read.json).toMatchObject({ title: 'Aus der Konsole', html: '<p><strong>Hallo</strong></p>', publish_at: published.json.live.publish_at });

    // A later edit is a draft: members keep the published text, and the time stays.
    await call('PUT', `/posts/${created.json.id}`, { ...published.json.live, body: 'Geändert' });
    expect((await get(`/api/posts/${created.json.id}`)).json.html).toBe('<p><strong>Hallo</strong></p>');
    const again = await call('POST', `/posts/${created.json.id}/publish`);
    expect(again.json.live.publish_at).toBe(published.json.live.publish_at);
    expect((await get(`/api/posts/${created.json.id}`)).json.html).toBe('<p>Geändert</p>');

    // Published with a time still to come: members see it from then on.
    const later = await call('POST', '/posts', { ...input, title: 'Später', publish_at: new Date(Date.now() + DAY).toISOString() });
    await call('POST', `/posts/${later.json.id}/publish`);
    expect((await get(`/api/posts/${later.json.id}`)).status).toBe(404);
    expect(((await get('/api/posts')).json.items as { title: string }[]).map((i) => i.title)).toEqual(['Aus der Konsole']);
    await t.db
      .update(posts)
      .set({ publishAt: new Date(Date.now() - 1000) })
      .where(eq(posts.id, later.json.id as number));
    expect((await get(`/api/posts/${later.json.id}`)).status).toBe(200);
  });

  it('console: a link to a reward or special that does not exist is refused on its place (400), and nothing is written', async () => {
    const before = (await t.db.select().from(posts)).length;
    const input = { title: 'Verlinkt', teaser: 'Mit Links.', image_url: null, body: 'Text', publish_at: null };
    for (const [links, path] of [
      [[{ kind: 'reward', id: 99_999_999 }], 'links.0'],
      [[{ kind: 'special', slug: 'adventskalender-1999' }], 'links.0'],
    ] as const) {
      const res = await call('POST', '/posts', { ...input, links });
      expect(res.status).toBe(400);
      expect(res.json.error.details).toEqual([{ path, message: 'Diese Prämie oder Aktion gibt es nicht.' }]);
    }
    const bad = await call('POST', '/posts', { ...input, links: [{ kind: 'reward', id: 'drei' }], image_url: 'javascript:alert(1)' });
    expect(bad.status).toBe(400);
    expect((bad.json.error.details as { path: string }[]).map((d) => d.path).sort()).toEqual(['image_url', 'links.0.id']);
    expect((await t.db.select().from(posts)).length).toBe(before);
  });

  it('console: only editors and admins write posts or ask for a preview; the preview needs our own origin', async () => {
    const body = { title: 'Nein', teaser: 'Nein.', image_url: null, body: 'Nein', publish_at: null, links: [] };
    expect((await call('GET', '/posts', undefined, operator)).status).toBe(403);
    expect((await call('POST', '/posts', body, operator)).status).toBe(403);
    expect((await call('POST', '/markdown/preview', { markdown: 'x' }, operator)).status).toBe(403);
    expect((await consoleCall(app, 'POST', '/api/console/markdown/preview', { body: { markdown: 'x' } })).status).toBe(401);
    const foreign = await consoleCall(app, 'POST', '/api/console/markdown/preview', {
      cookie: editor,
      origin: 'https://evil.example',
      body: { markdown: 'x' },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.json.error.code).toBe('ORIGIN_REFUSED');
    const tooLong = await call('POST', '/markdown/preview', { markdown: 'x'.repeat(20_001) });
    expect(tooLong.status).toBe(400);
    expect((await t.db.select().from(posts)).length).toBe(0);
  });

  it('the demo posts: three German posts with a picture each, all readable', async () => {
    for (const p of await demoPosts(t.db, new Date())) await t.db.insert(posts).values(p);
    const list = postListSchema.parse((await get('/api/posts')).json);
    expect(list.items).toHaveLength(3);
    for (const item of list.items) {
      expect(item.image_url).toMatch(/^\/posts\/.+\.svg$/);
      const detail = postDetailSchema.parse((await get(`/api/posts/${item.id}`)).json);
      expect(detail.html).toMatch(/<h2>/);
      expect(detail.html).toMatch(/ä|ö|ü|ß/);
    }
  });

  it("the pages get posts and the FAQ as the API gives them (the FAQ with each answer's text to search)", async () => {
    for (const p of await demoPosts(t.db, new Date())) await t.db.insert(posts).values(p);
    await insert('Entwurf', { published: false });
    const api = postListSchema.parse((await get('/api/posts?limit=2')).json);
    expect(await catalogue().posts(2)).toEqual(api);
    const id = api.items[0]!.id;
    expect(await catalogue().post(id)).toEqual((await get(`/api/posts/${id}`)).json);
    const hidden = (await t.db.select({ id: posts.id }).from(posts).where(eq(posts.published, false)))[0]!.id;
    expect(await catalogue().post(hidden)).toBeNull();
    // A special's `posts` block: the ones members may see, in the block's order.
    expect((await postsByIds(t.db, [api.items[1]!.id, hidden, 99_999_999, id])).map((p) => p.id)).toEqual([api.items[1]!.id, id]);

    await t.db.delete(faqSections);
    await t.db.insert(faqSections).values(demoFaq);
    const sections = await catalogue().faq();
    const apiFaq = (await get('/api/faq')).json as { sections: { items: { slug: string; html: string }[] }[] };
    expect(sections.map((s) => s.items.map((i) => ({ slug: i.slug, html: i.html })))).toEqual(
      apiFaq.sections.map((s) => s.items.map((i) => ({ slug: i.slug, html: i.html }))),
    );
    const expiry = sections.flatMap((s) => s.items).find((i) => i.slug === 'verfallen-raeppli')!;
    expect(expiry.text).toBe(
      'Ja, nach zwölf Monaten. Wann die nächsten Räppli verfallen, siehst du in deiner Übersicht beim Kontostand. Beim Einlösen werden immer die ältesten Räppli zuerst verwendet.',
    );
  });
});
