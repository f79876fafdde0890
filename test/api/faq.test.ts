// The FAQ (docs/posts-faq.md): published sections by position with their questions in order,
// answers as sanitised HTML; each question's anchor is unique in the whole FAQ; editors keep it in
// the console with drafts like every other content.
import { faqSchema } from '@/lib/contracts/posts';
import { faqSections } from '@/lib/server/db/schema';
import { demoFaq } from '@/lib/server/db/seed-posts';
import { describeEachDatabase, makeApp } from '../helpers/db';
import type { App } from '../helpers/loyalty';
import { consoleCall, loginAs, staffMember } from '../helpers/console';

describeEachDatabase('faq', (t) => {
  let app: App;
  let editor: string;
  let operator: string;
  beforeAll(async () => {
    app = makeApp(t.database).app;
    editor = await loginAs(app, await staffMember(t.db, 'editor'));
    operator = await loginAs(app, await staffMember(t.db, 'operator'));
  });
  beforeEach(async () => {
    await t.db.delete(faqSections);
  });

  const faq = async () => {
    const res = await app.request('/api/faq');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    return faqSchema.parse(await res.json());
  };
  const call = (method: string, path: string, body?: unknown, cookie = editor) => consoleCall(app, method, `/api/console${path}`, { cookie, body });
  const section = (title: string, position: number, slugs: string[]) => ({
    title,
    position,
    items: slugs.map((slug) => ({ slug, question: `Frage ${slug}?`, answer: `Antwort zu **${slug}**.` })),
  });

  it("shows published sections by position, questions in the editor's order, answers sanitised", async () => {
    const later = await call('POST', '/faq', section('Zweitens', 2, ['b-eins', 'b-zwei']));
    const first = await call('POST', '/faq', {
      ...section('Erstens', 1, ['a-zwei', 'a-eins']),
      items: [
        {
          slug: 'a-zwei',
          question: 'Zuerst?',
          answer: '<script>alert(1)</script><a href="javascript:alert(2)" onclick="x()">Link</a> <iframe src="https://evil.example"></iframe>- Liste',
        },
        { slug: 'a-eins', question: 'Dann?', answer: '1. eins\n2. zwei\n\n[Prämien](/me/rewards)' },
      ],
    });
    const hidden = await call('POST', '/faq', section('Entwurf', 0, ['c-eins']));
    expect([later.status, first.status, hidden.status]).toEqual([201, 201, 201]);
    expect((await faq()).sections).toEqual([]);

    await call('POST', `/faq/${later.json.id}/publish`);
    await call('POST', `/faq/${first.json.id}/publish`);
    const shown = await faq();
    expect(shown.sections.map((s) => s.title)).toEqual(['Erstens', 'Zweitens']);
    expect(shown.sections[0]!.items.map((i) => i.slug)).toEqual(['a-zwei', 'a-eins']);
    const [risky, plain] = shown.sections[0]!.items;
    expect(risky!.html).not.toMatch(/<script|alert|javascript:|onclick|<iframe/i);
    expect(risky!.html).toContain('<a>Link</a>');
    expect(plain!.html).toMatch(/<ol>\s*<li>eins<\/li>/);
    expect(plain!.html).toContain('<a href="/me/rewards">Prämien</a>');
    expect(shown.sections[1]!.items[0]).toEqual({ slug: 'b-eins', question: 'Frage b-eins?', html: '<p>Antwort zu <strong>b-eins</strong>.</p>' });

    // A published section's edits wait as a draft; unpublishing takes the section off.
    await call('PUT', `/faq/${later.json.id}`, section('Zweitens, neu', 2, ['b-zwei', 'b-eins']));
    expect((await faq()).sections[1]!.title).toBe('Zweitens');
    await call('POST', `/faq/${later.json.id}/publish`);
    expect((await faq()).sections[1]!.items.map((i) => i.slug)).toEqual(['b-zwei', 'b-eins']);
    await call('POST', `/faq/${later.json.id}/unpublish`);
    expect((await faq()).sections.map((s) => s.title)).toEqual(['Erstens']);
  });

  it('keeps each anchor unique in the whole FAQ: twice in a section or taken by another section → 400 on its place, nothing written', async () => {
    const own = await call('POST', '/faq', section('Eigene', 1, ['punkte', 'konto']));
    expect(own.status).toBe(201);
    const twice = await call('POST', '/faq', section('Doppelt', 2, ['neu', 'neu']));
    expect(twice.status).toBe(400);
    expect(twice.json.error.details).toEqual([{ path: 'items.1.slug', message: expect.stringContaining('eigenes Kürzel') }]);
    const taken = await call('POST', '/faq', section('Fremd', 2, ['frei', 'konto']));
    expect(taken.status).toBe(400);
    expect(taken.json.error.details).toEqual([{ path: 'items.1.slug', message: expect.stringContaining('eigenes Kürzel') }]);
    expect(await t.db.select().from(faqSections)).toHaveLength(1);

    // A section keeps its own anchors when edited; an archived section frees its anchors.
    expect((await call('PUT', `/faq/${own.json.id}`, section('Eigene, umbenannt', 1, ['konto', 'punkte']))).status).toBe(200);
    await call('POST', `/faq/${own.json.id}/archive`);
    expect((await call('POST', '/faq', section('Nachfolger', 1, ['konto']))).status).toBe(201);

    const bad = await call('POST', '/faq', { title: '', position: 1, items: [{ slug: 'Mit Leerzeichen', question: '', answer: 'x' }] });
    expect(bad.status).toBe(400);
    expect((bad.json.error.details as { path: string }[]).map((d) => d.path).sort()).toEqual(['items.0.question', 'items.0.slug', 'title']);
    const empty = await call('POST', '/faq', { title: 'Leer', position: 1, items: [] });
    expect(empty.status).toBe(400);
    expect(empty.json.error.details[0]).toMatchObject({ path: 'items' });
  });

  it('console: only editors and admins keep the FAQ', async () => {
    expect((await call('GET', '/faq', undefined, operator)).status).toBe(403);
    expect((await call('POST', '/faq', section('Nein', 1, ['nein']), operator)).status).toBe(403);
    expect((await consoleCall(app, 'GET', '/api/console/faq')).status).toBe(401);
    const noOrigin = await consoleCall(app, 'POST', '/api/console/faq', { cookie: editor, origin: null, body: section('Nein', 1, ['nein']) });
    expect(noOrigin.status).toBe(403);
    expect(await t.db.select().from(faqSections)).toHaveLength(0);
  });

  it('the demo FAQ: at least 12 German questions in sections, each anchor once', async () => {
    await t.db.insert(faqSections).values(demoFaq);
    const shown = await faq();
    const items = shown.sections.flatMap((s) => s.items);
    expect(shown.sections.length).toBeGreaterThanOrEqual(4);
    expect(items.length).toBeGreaterThanOrEqual(12);
    expect(new Set(items.map((i) => i.slug)).size).toBe(items.length);
    expect(shown.sections.map((s) => s.title)).toEqual(
      expect.arrayContaining(['Räppli sammeln', 'Prämien', 'Verlosungen', 'Gutscheine', 'Konto und Datenschutz']),
    );
    for (const i of items) {
      expect(i.question).toMatch(/\?$/);
      expect(i.html.length).toBeGreaterThan(20);
    }
  });
});
