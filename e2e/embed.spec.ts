import { gzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Frame, type Page } from '@playwright/test';
import { CHROMIUM, E2E_BASE_URL, E2E_HOST_ORIGIN } from './env';
import { createCollector, createOnboardedCollector, createRichMember, memberQuery } from './helpers';

// The one-tag embed (docs/embedding.md): a host page on a second origin
// (localhost, answered by the spec) loads /embed.js from the app (127.0.0.1). The loader creates the
// widget's iframe, its height follows the content, the widget's "open" reaches the host as a DOM
// event, a third origin's messages are ignored by both sides, the host's reset-home takes the frame
// to /me/rewards, and the member's first popup opens over the page and closes.
// Chromium's local network checks would keep the spec's host page from framing this machine's
// server (see sign-in-embedded.spec.ts): they are off for this file.
test.use({ launchOptions: { ...CHROMIUM, args: [...CHROMIUM.args, '--disable-features=LocalNetworkAccessChecks'] } });
test.describe.configure({ timeout: 60_000 });

const THIRD = 'https://fremd.example';
type HostEvent = { type: string; detail: Record<string, unknown> };

/** A host page with one tag; it records the loader's events and opens navigations itself. */
async function hostPage(page: Page, attributes: string, extra = '') {
  await page.route(`${E2E_HOST_ORIGIN}/artikel`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="de"><meta name="viewport" content="width=device-width"><title>Zeitung</title>
        <body style="margin:0;font-family:sans-serif">
        <h1>Artikel der Zeitung</h1>
        <script>
          window.events = [];
          for (const name of ['ready', 'navigate', 'redeemed', 'close', 'popup'])
            document.addEventListener('raeppli:' + name, (e) => {
              window.events.push({ type: e.type, detail: e.detail });
              if (e.type === 'raeppli:navigate') e.preventDefault();
            });
        </script>
        <div id="raeppli" ${attributes}></div>
        <p>Weiter im Text.</p>
        ${extra}
        <script async src="${E2E_BASE_URL}/embed.js"></script>
        </body></html>`,
    }),
  );
  await page.goto(`${E2E_HOST_ORIGIN}/artikel`);
}

const events = (page: Page, type?: string) =>
  page.evaluate((t) => (window as unknown as { events: HostEvent[] }).events.filter((e) => !t || e.type === t), type);

/** The widget's frame, once the loader has created it and the widget said it is ready. */
async function widgetFrame(page: Page, path: RegExp): Promise<Frame> {
  await expect(page.locator('#raeppli[data-raeppli-ready]')).toBeAttached();
  const frame = page.frames().find((f) => path.test(new URL(f.url()).pathname));
  expect(frame, `a frame at ${path}`).toBeTruthy();
  return frame!;
}

const iframeHeight = (page: Page) => page.locator('#raeppli iframe').evaluate((el) => Math.round(el.getBoundingClientRect().height));
const contentHeight = (frame: Frame) => frame.evaluate(() => Math.ceil(document.body.getBoundingClientRect().height));

async function postId(request: APIRequestContext): Promise<number> {
  const res = await request.get('/api/posts');
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { items: { id: number }[] };
  return body.items[0]!.id;
}

test('GET /embed.js: a small script with its content type and cache header', async ({ request }) => {
  const res = await request.get('/embed.js');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('text/javascript; charset=utf-8');
  expect(res.headers()['cache-control']).toBe('public, max-age=300, stale-while-revalidate=86400');
  const gzip = gzipSync(await res.body(), { level: 9 }).length;
  expect(gzip).toBeLessThanOrEqual(4096);
  // Cross-origin GET /api/notifications answers the allowed host origin only.
  const { collector_token } = await createCollector(request);
  const allowed = await request.get(`/api/notifications?collector_token=${collector_token}`, { headers: { Origin: E2E_HOST_ORIGIN } });
  expect(allowed.headers()['access-control-allow-origin']).toBe(E2E_HOST_ORIGIN);
  const foreign = await request.get(`/api/notifications?collector_token=${collector_token}`, { headers: { Origin: THIRD } });
  expect(foreign.headers()['access-control-allow-origin']).toBeUndefined();
});

test('the loader turns the tag into the widget, its height follows the content, and "open" reaches the host', async ({ page, request }) => {
  const { collector_token } = await createOnboardedCollector(request);
  const id = await postId(request);
  await hostPage(page, `data-raeppli-widget="post/${id}" data-collector-token="${collector_token}" data-platform="desktop"`);
  const iframe = page.locator('#raeppli iframe');
  await expect(iframe).toHaveAttribute('src', `${E2E_BASE_URL}/widget/post/${id}?collector_token=${collector_token}&platform=desktop`);
  await expect(iframe).toHaveAttribute('title', 'Räppli');
  const frame = await widgetFrame(page, new RegExp(`^/widget/post/${id}$`));
  await expect(frame.getByTestId('post')).toBeVisible();

  // The frame is as tall as its content, and grows with it.
  await expect.poll(async () => (await iframeHeight(page)) - (await contentHeight(frame))).toBe(0);
  const before = await iframeHeight(page);
  expect(before).toBeGreaterThan(200);
  await page.screenshot({ path: 'test-results/screenshots/embed-host-post.png' });
  await frame.evaluate(() => {
    const more = document.createElement('div');
    more.style.height = '400px';
    document.body.append(more);
  });
  await expect.poll(() => iframeHeight(page)).toBe(before + 400);

  // "In Räppli öffnen": a navigate to the host, which opens its own web view; the widget stays.
  await frame.getByTestId('post-open-in-app').click();
  await expect
    .poll(() => events(page, 'raeppli:navigate'))
    .toEqual([{ type: 'raeppli:navigate', detail: { href: `/me/posts/${id}`, url: `${E2E_BASE_URL}/me/posts/${id}` } }]);
  expect(new URL(frame.url()).pathname).toBe(`/widget/post/${id}`);
  expect(await events(page, 'raeppli:ready')).toHaveLength(1);
});

test("messages from a third origin are ignored by the loader and by the widget; the host's reset-home goes to /me/rewards", async ({
  page,
  context,
  request,
}) => {
  const { collector_token } = await createOnboardedCollector(request);
  const id = await postId(request);
  // A foreign frame in the host page that sends every message it can to the host and to the widget.
  await context.route(`${THIRD}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><script>
        let n = 0;
        const timer = setInterval(() => {
          const fake = [{ type: 'raeppli:navigate', href: '/me/fremd' }, { type: 'raeppli:resize', height: 7 }, { type: 'raeppli:close' }, { type: 'raeppli:reset-home' }, 'raeppli:reset-to-home'];
          for (const m of fake) {
            parent.postMessage(m, '*');
            for (let i = 0; i < parent.frames.length; i++) if (parent.frames[i] !== window) parent.frames[i].postMessage(m, '*');
          }
          if (++n === 10) { clearInterval(timer); document.title = 'sent'; }
        }, 200);
      </script>`,
    }),
  );
  await hostPage(
    page,
    `data-raeppli-widget="post/${id}" data-collector-token="${collector_token}"`,
    `<iframe id="fremd" src="${THIRD}/werbung" width="10" height="10"></iframe>`,
  );
  const frame = await widgetFrame(page, new RegExp(`^/widget/post/${id}$`));
  await expect.poll(async () => (await iframeHeight(page)) - (await contentHeight(frame))).toBe(0);
  const height = await iframeHeight(page);
  // The host page itself posting a child message does not count either (not from our origin).
  await page.evaluate(() => window.postMessage({ type: 'raeppli:navigate', href: '/me/selbst' }, '*'));
  await expect(page.frameLocator('#fremd').locator('html')).toBeAttached();
  await expect.poll(() => page.frame({ url: `${THIRD}/werbung` })?.title(), { timeout: 10_000 }).toBe('sent');
  expect(await events(page, 'raeppli:navigate')).toEqual([]);
  expect(await iframeHeight(page)).toBe(height);
  expect(new URL(frame.url()).pathname).toBe(`/widget/post/${id}`);
  await expect(frame.getByTestId('post')).toBeVisible();

  // The host's own reset-home (through the loader, to our origin only): the frame opens /me/rewards.
  await page.evaluate(() => (window as unknown as { Raeppli: { resetHome: () => void } }).Raeppli.resetHome());
  await expect.poll(() => new URL(frame.url()).pathname).toBe('/me/rewards');
  expect(new URL(frame.url()).searchParams.get('collector_token')).toBe(collector_token);
});

type Item = { id: number; kind: string; title: string; href: string };

/** A fresh identified member and their popups, newest first (the demo's editor popup among them). */
async function memberWithPopups(request: APIRequestContext) {
  const m = await createCollector(request, { id: `e2e-embed-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}` });
  const items = async () => ((await (await request.get(`/api/notifications?collector_token=${m.collector_token}`)).json()) as { items: Item[] }).items;
  const first = (await items())[0];
  expect(first, 'a popup for the new member').toBeTruthy();
  return { token: m.collector_token, first: first!, items };
}

test.describe("data-raeppli-popups: the member's first popup over the host page", () => {
  test('opens in the overlay and closes (seen)', async ({ page, request }) => {
    const { token, first, items } = await memberWithPopups(request);
    await hostPage(page, `data-raeppli-widget="quiz" data-collector-token="${token}" data-raeppli-popups`);
    const overlay = page.locator(`body > iframe[src^="${E2E_BASE_URL}${first.href.split('?')[0]}"]`);
    await expect(overlay).toBeVisible();
    await expect(overlay).toHaveAttribute('title', 'Räppli-Mitteilung');
    await expect.poll(() => events(page, 'raeppli:popup')).toEqual([{ type: 'raeppli:popup', detail: { id: first.id, kind: first.kind, href: first.href } }]);
    const popup = page.frameLocator('body > iframe');
    await expect(popup.getByTestId('popup').getByRole('heading', { level: 1 })).toHaveText(first.title);
    await page.screenshot({ path: 'test-results/screenshots/embed-host-popup.png' });
    await popup.getByTestId('popup-close').click();
    await expect(overlay).toHaveCount(0);
    await expect.poll(() => events(page, 'raeppli:close')).toEqual([{ type: 'raeppli:close', detail: { overlay: true } }]);
    // Seen: it is not offered again; the widget under it is still there.
    await expect.poll(async () => (await items()).map((i) => i.id)).not.toContain(first.id);
    await expect(page.locator('#raeppli iframe')).toBeVisible();
  });

  test('its action closes the overlay and reaches the host as a navigate', async ({ page, request }) => {
    const { token, first } = await memberWithPopups(request);
    await hostPage(page, `data-raeppli-widget="quiz" data-collector-token="${token}" data-raeppli-popups`);
    const popup = page.frameLocator('body > iframe');
    await expect(popup.getByTestId('popup').getByRole('heading', { level: 1 })).toHaveText(first.title);
    await popup.getByTestId('popup-action').click();
    await expect(page.locator('body > iframe')).toHaveCount(0);
    const [navigate] = await events(page, 'raeppli:navigate');
    expect(navigate?.detail.href).toMatch(/^\/me\//);
    expect(navigate?.detail.url).toBe(`${E2E_BASE_URL}${navigate?.detail.href as string}`);
  });
});

test('a redeem in the web view inside a host page: raeppli:redeemed to the host; in the app the external link goes through the URI scheme', async ({
  page,
  request,
}) => {
  const m = await createRichMember(request, 500);
  const { items } = (await (await request.get('/api/rewards')).json()) as { items: { id: number; title: string }[] };
  const ebook = items.find((r) => r.title.startsWith('E-Book: Wanderungen im Ländle'))!;
  await page.route(`${E2E_HOST_ORIGIN}/app`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Host-App</title>
        <script>window.got = []; addEventListener('message', (e) => window.got.push({ origin: e.origin, data: e.data }));</script>
        <iframe src="${E2E_BASE_URL}/me/rewards/detail/${ebook.id}?${memberQuery(m)}&platform=ios" width="390" height="760"></iframe>`,
    }),
  );
  await page.goto(`${E2E_HOST_ORIGIN}/app`);
  const frame = page.frameLocator('iframe');
  await frame.getByTestId('redeem-start').click();
  await frame.getByRole('dialog', { name: 'Einlösen bestätigen' }).getByTestId('redeem-submit').click();
  const success = frame.getByRole('dialog', { name: 'Geschafft!' });
  await expect(success.getByTestId('redeem-success')).toBeVisible();
  const orders = (await (await request.get(`/api/me/rewards?${memberQuery(m)}`)).json()) as { items: { id: number; reward: { id: number } }[] };
  const order = orders.items.find((o) => o.reward.id === ebook.id)!;
  const redeemed = () =>
    page.evaluate(() => (window as unknown as { got: { origin: string; data: { type: string } }[] }).got.filter((g) => g.data.type === 'raeppli:redeemed'));
  await expect.poll(redeemed).toEqual([{ origin: E2E_BASE_URL, data: { type: 'raeppli:redeemed', reward_id: ebook.id, order_id: order.id } }]);
  const link = success.getByRole('link', { name: 'Jetzt öffnen' });
  await expect(link).toHaveAttribute('href', `raeppli://open?url=${encodeURIComponent('https://example.org/ebook-wanderungen')}`);
  await expect(link).toHaveAttribute('target', '_self');
});

test.describe('/open per platform (docs/product.md §6.3)', () => {
  for (const platform of ['android', 'ios', 'desktop', 'web']) {
    test(`${platform}: the app through the URI scheme, the browser to the entry on this origin`, async ({ page, request }) => {
      const { collector_token } = await createOnboardedCollector(request);
      await page.goto(`/open?entry=rewards&collector_token=${collector_token}&platform=${platform}`);
      await expect(page.getByTestId('open-in-browser')).toHaveAttribute('href', new RegExp(`collector_token=${collector_token}`));
      await expect(page.getByTestId('open-in-app')).toHaveAttribute('href', 'raeppli://open?entry=rewards');
      await page.getByTestId('open-in-browser').click();
      await page.waitForURL((url) => url.pathname === '/me/rewards');
      const url = new URL(page.url());
      expect(url.origin).toBe(E2E_BASE_URL);
      expect(url.searchParams.get('platform')).toBe(platform);
      expect(url.searchParams.get('collector_token')).toBe(collector_token);
    });
  }

  test('a foreign entry is refused: the app link leaves it out, the browser stays on this origin', async ({ page, request }) => {
    const { collector_token } = await createOnboardedCollector(request);
    for (const entry of ['https://evil.example/x', '//evil.example', '/admin']) {
      await page.goto(`/open?entry=${encodeURIComponent(entry)}&collector_token=${collector_token}&platform=android`);
      // Hydrated: the links carry the address's query.
      await expect(page.getByTestId('open-in-browser')).toHaveAttribute('href', new RegExp(`collector_token=${collector_token}`));
      await expect(page.getByTestId('open-in-app')).toHaveAttribute('href', 'raeppli://open');
      await page.getByTestId('open-in-browser').click();
      await page.waitForURL((url) => url.pathname === '/me/overview');
      expect(new URL(page.url()).origin).toBe(E2E_BASE_URL);
      const res = await request.get(`/me/open?entry=${encodeURIComponent(entry)}&collector_token=${collector_token}`, { maxRedirects: 0 });
      expect(res.status()).toBe(307);
      expect(new URL(res.headers().location!, E2E_BASE_URL).href).toBe(`${E2E_BASE_URL}/me/overview?collector_token=${collector_token}`);
    }
  });
});
