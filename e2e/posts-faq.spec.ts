import { expect, test, type Page } from '@playwright/test';
import { createOnboardedCollector, screenLoaded, shootAtWidths, consoleLogin } from './helpers';

// Posts and the FAQ (docs/posts-faq.md, "Pages" and "Console"): a reader finds the newest posts on the overview
// and reads one; searches the FAQ and opens a question by its anchor; an editor writes a post in
// the console with the live preview, publishes it, and members see it. Phone first (390 px).
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.use({ viewport: { width: 390, height: 844 } });

const shoot = (page: Page, name: string, widths: readonly number[] = [390]) => shootAtWidths(page, name, widths, (w) => `${name}-${w}`);

test('a reader finds the newest posts on the overview, reads one with its link, and pages through all posts, the token kept', async ({ page, request }) => {
  const { collector_token } = await createOnboardedCollector(request);
  await page.goto(`/me/overview?collector_token=${collector_token}`);
  const card = page.getByRole('region', { name: 'Neuigkeiten' });
  // Newest first: the demo's post of yesterday, then four and nine days ago.
  await expect(card.getByTestId('post-card')).toHaveCount(3);
  await expect(card.getByTestId('post-card').first()).toContainText('Danke für eure Spenden an die Tafel');
  await card.scrollIntoViewIfNeeded();
  await screenLoaded(page);
  await shoot(page, 'overview-posts');

  await card.getByTestId('post-card').first().click();
  await page.waitForURL((url) => /^\/me\/posts\/\d+$/.test(url.pathname));
  expect(new URL(page.url()).searchParams.get('collector_token')).toBe(collector_token);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Danke für eure Spenden an die Tafel');
  const body = page.getByTestId('post-body');
  await expect(body.getByRole('heading', { level: 2, name: 'Wohin deine Räppli gehen' })).toBeVisible();
  await expect(body.locator('li')).toHaveCount(3);
  // An outside link opens beside the web view and tells nothing about where the reader came from.
  await expect(body.getByRole('link', { name: 'ihrer Website' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await expect(body.getByRole('link', { name: 'ihrer Website' })).toHaveAttribute('target', '_blank');
  await screenLoaded(page);
  await shoot(page, 'post');

  // The post links to the donation it is about.
  await page.getByRole('link', { name: /Tafel Vorarlberg/ }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/me/rewards/detail/'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tafel Vorarlberg');
  await page.goBack();

  await page.getByRole('link', { name: '‹ Alle Beiträge' }).click();
  await page.waitForURL((url) => url.pathname === '/me/posts');
  expect(new URL(page.url()).searchParams.get('collector_token')).toBe(collector_token);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Neuigkeiten');
  await expect(page.getByTestId('post-list').getByTestId('post-card')).toHaveText([
    /Danke für eure Spenden/,
    /Neu im Shop: ein Wochenende am Bodensee/,
    /Gute Vorsätze mit Räppli/,
  ]);
  await screenLoaded(page);
  await shoot(page, 'posts');

  // In the app, the same outside link goes through the app's URI scheme (docs/embedding.md); the
  // post's link to a reward stays a page of the web view.
  const post = new URL(page.url());
  await page.getByTestId('post-list').getByTestId('post-card').first().click();
  await page.waitForURL((url) => /^\/me\/posts\/\d+$/.test(url.pathname));
  await page.goto(`${new URL(page.url()).pathname}${post.search}&platform=ios`);
  const outside = page.getByTestId('post-body').getByRole('link', { name: 'ihrer Website' });
  await expect(outside).toHaveAttribute('href', `raeppli://open?url=${encodeURIComponent('https://www.example.org/tafel-vorarlberg')}`);
  await expect(outside).toHaveAttribute('target', '_self');
  await expect(page.getByRole('link', { name: /Tafel Vorarlberg/ })).toHaveAttribute('href', /^\/me\/rewards\/detail\/\d+\?/);
});

test('a post that is not published is a 404', async ({ page, request }) => {
  const { collector_token } = await createOnboardedCollector(request);
  const res = await page.goto(`/me/posts/987654?collector_token=${collector_token}`);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});

test('the FAQ: the search filters as one types and says when nothing matches; an anchor opens its question and scrolls to it', async ({ page, request }) => {
  const { collector_token } = await createOnboardedCollector(request);
  await page.goto(`/me/faq?collector_token=${collector_token}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Häufige Fragen');
  const items = page.getByTestId('faq-item');
  const all = await items.count();
  expect(all).toBeGreaterThanOrEqual(12);
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');

  // Closed at first; a tap opens a question.
  const question = items.filter({ hasText: 'Verfallen meine Räppli?' });
  await expect(question).not.toHaveAttribute('open');
  await question.getByText('Verfallen meine Räppli?').click();
  await expect(question).toHaveAttribute('open', '');
  await expect(question).toContainText('nach zwölf Monaten');
  await shoot(page, 'faq');

  const search = page.getByRole('searchbox', { name: 'Fragen durchsuchen' });
  await search.pressSequentially('gutschein');
  // In the voucher questions, and in how to earn Räppli (vouchers are one way).
  await expect(items).toHaveCount(3);
  await expect(page.getByRole('status').filter({ hasText: 'passen' })).toHaveText('3 Fragen passen');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Räppli sammeln', 'Gutscheine']);
  await search.fill('ziehung FAIR');
  await expect(items).toHaveText([/Ist die Ziehung fair\?/]);
  await search.fill('Bitcoin');
  await expect(items).toHaveCount(0);
  await expect(page.getByTestId('faq-empty')).toHaveText('Keine Frage passt zu «Bitcoin». Versuch es mit einem anderen Wort.');
  await shoot(page, 'faq-nothing');
  await search.fill('');
  await expect(items).toHaveCount(all);

  // Opened by its anchor: on arrival, and on a later change of the anchor.
  await page.goto(`/me/faq?collector_token=${collector_token}#gewonnen-was-nun`);
  const won = page.locator('details#gewonnen-was-nun');
  await expect(won).toHaveAttribute('open', '');
  await expect(won).toBeInViewport();
  await expect(won).toContainText('innerhalb eines Monats');
  await page.evaluate(() => {
    window.location.hash = 'austreten';
  });
  await expect(page.locator('details#austreten')).toHaveAttribute('open', '');
  await expect(page.locator('details#austreten')).toBeInViewport();
  await shoot(page, 'faq-anchor');
});

test('an editor writes a post with the live preview and publishes it; then members see it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await consoleLogin(page, '/console/content/posts/new');

  const title = `Radtour um den Bodensee ${unique()}`;
  await page.getByRole('textbox', { name: 'Titel', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Anreißer' }).fill('Drei Länder an einem Tag: unsere Tipps für die Runde.');
  const text = page.getByRole('textbox', { name: 'Text (Markdown)' });
  await text.fill(
    '## Die Route\n\nVon **Bregenz** über *Lindau* nach Rorschach.\n\n- Start am Hafen\n- Pause in Lindau\n\n<script>document.title = "gehackt"</script>\n\n[Klick](javascript:alert(1))',
  );
  // The preview is the server's rendering: what members will get, without the script or the javascript: link.
  const preview = page.getByTestId('markdown-preview');
  await expect(preview.getByRole('heading', { level: 2, name: 'Die Route' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('Bregenz');
  await expect(preview.locator('li')).toHaveCount(2);
  await expect(preview.locator('script')).toHaveCount(0);
  await expect(preview.getByText('Klick')).toBeVisible();
  expect(await preview.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([null]);
  // Typing on changes the preview.
  await text.press('End');
  await text.type('\n\n### Einkehr');
  await expect(preview.getByRole('heading', { level: 3, name: 'Einkehr' })).toBeVisible();
  await shootAtWidths(page, 'console-post-editor', [1280], () => 'console-post-editor-1280');

  await page.getByRole('button', { name: 'Anlegen' }).click();
  await page.waitForURL((url) => /^\/console\/content\/posts\/\d+$/.test(url.pathname));
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  expect(await page.title()).not.toBe('gehackt');

  // Not published yet: members do not see it.
  const reader = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const { collector_token } = await createOnboardedCollector(reader.request);
  expect((await reader.goto(`/me/posts/${id}?collector_token=${collector_token}`))?.status()).toBe(404);

  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(page.getByTestId('editor-notice')).toHaveText(`Veröffentlicht: Mitglieder sehen «${title}» jetzt.`);

  await reader.goto(`/me/posts?collector_token=${collector_token}`);
  await expect(reader.getByTestId('post-card').first()).toContainText(title);
  await reader.getByTestId('post-card').first().click();
  await reader.waitForURL((url) => url.pathname === `/me/posts/${id}`);
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(reader.getByTestId('post-body').getByRole('heading', { level: 3, name: 'Einkehr' })).toBeVisible();
  await expect(reader.getByTestId('post-body').locator('script')).toHaveCount(0);
  expect(await reader.title()).not.toBe('gehackt');
  await reader.close();
});

test('an editor adds a question to an FAQ section, moves it up and publishes the section; members find it by its anchor', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await consoleLogin(page, '/console/content/faq');
  await expect(page.getByTestId('content-list')).toContainText('Gutscheine');
  await page.getByRole('link', { name: 'Gutscheine', exact: true }).click();
  await page.waitForURL((url) => /^\/console\/content\/faq\/\d+$/.test(url.pathname));

  const editors = page.getByTestId('faq-item-editor');
  await expect(editors).toHaveCount(2);
  await page.getByRole('button', { name: 'Frage hinzufügen' }).click();
  await expect(editors).toHaveCount(3);
  const added = editors.nth(2);
  const question = `Gibt es Gutscheine im Advent ${unique()}?`;
  await added.getByRole('textbox', { name: 'Frage', exact: true }).fill(question);
  await added.getByRole('textbox', { name: 'Antwort (Markdown)' }).fill('Ja, **jeden Tag** einen – hinter den Türchen.');
  // The anchor follows the question while it is empty.
  await added.getByRole('textbox', { name: 'Antwort (Markdown)' }).click();
  const slug = await added.getByRole('textbox', { name: 'Sprungziel' }).inputValue();
  expect(slug).toMatch(/^gibt-es-gutscheine-im-advent-[a-z0-9]+$/);
  await expect(added.getByTestId('faq-answer-preview').locator('strong')).toHaveText('jeden Tag');
  await page.getByRole('button', { name: 'Frage 3 nach oben' }).click();
  await expect(editors.nth(1).getByRole('textbox', { name: 'Frage', exact: true })).toHaveValue(question);
  await shootAtWidths(page, 'console-faq-editor', [1280], () => 'console-faq-editor-1280');

  // Published already: the change waits as a draft until it is published.
  await page.getByRole('button', { name: 'Als Entwurf speichern' }).click();
  await expect(page.getByTestId('editor-notice')).toHaveText('Gespeichert.');
  await page.getByRole('button', { name: 'Änderungen veröffentlichen' }).click();
  await expect(page.getByTestId('editor-notice')).toContainText('Veröffentlicht');

  const reader = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const { collector_token } = await createOnboardedCollector(reader.request);
  await reader.goto(`/me/faq?collector_token=${collector_token}#${slug}`);
  const item = reader.locator(`details#${slug}`);
  await expect(item).toHaveAttribute('open', '');
  await expect(item).toBeInViewport();
  await expect(item.locator('strong')).toHaveText('jeden Tag');
  const vouchers = reader.getByRole('region', { name: 'Gutscheine' }).getByTestId('faq-item');
  await expect(vouchers).toHaveText([/Wie löse ich einen Gutschein ein\?/, new RegExp(question.replace(/\?/, '\\?')), /Mein Gutschein funktioniert nicht/]);
  await reader.close();
});
