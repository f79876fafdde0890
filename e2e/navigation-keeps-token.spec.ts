import { expect, test } from '@playwright/test';
import { E2E_BASE_URL } from './env';
import { FIRST_VISIT_BALANCE, createOnboardedCollector } from './helpers';

// docs/product.md §5.2: the collector_token stays on every in-app navigation.
test.describe('navigation keeps the collector_token', () => {
  test('/open → "Im Browser öffnen" → /me/open → forwarded to /me/overview with the token', async ({ page, request }) => {
    const { collector_token } = await createOnboardedCollector(request);
    await page.goto(`/open?entry=overview&collector_token=${collector_token}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wie möchtest du Räppli öffnen?');
    await expect(page.getByRole('link', { name: 'In der App öffnen' })).toHaveAttribute('href', 'raeppli://open?entry=overview');

    const browser = page.getByRole('link', { name: 'Im Browser öffnen' });
    await expect(browser).toHaveAttribute('href', new RegExp(`collector_token=${collector_token}`));
    await browser.click();

    await page.waitForURL((url) => url.pathname === '/me/overview');
    const url = new URL(page.url());
    expect(url.searchParams.get('collector_token')).toBe(collector_token);
    expect(url.searchParams.has('entry')).toBe(false);
    await expect(page.getByTestId('balance')).toHaveText(FIRST_VISIT_BALANCE);
  });

  test('/open without an account in the address: "Im Browser öffnen" leads to the host\'s website; an app that does not open is explained', async ({
    page,
    request,
  }) => {
    const { frontend_url } = (await (await request.get('/api/config')).json()) as { frontend_url: string };
    await page.goto('/open?entry=rewards');
    const browser = page.getByRole('link', { name: 'Im Browser öffnen' });
    await expect(browser).toHaveAttribute('href', frontend_url);
    await expect(page.getByTestId('open-app-missing')).toBeEmpty();
    await page.getByRole('link', { name: 'In der App öffnen' }).click();
    await expect(page.getByTestId('open-app-missing')).toHaveText(
      'Die App hat sich nicht geöffnet? Vielleicht ist sie auf diesem Gerät nicht installiert. Du kannst Räppli auch im Browser öffnen.',
    );
  });

  test('a share link entry other than the overview is kept as the target path', async ({ page, request }) => {
    const { collector_token } = await createOnboardedCollector(request);
    await page.goto(`/open?entry=faq&collector_token=${collector_token}`);
    await page.getByRole('link', { name: 'Im Browser öffnen' }).click();
    // Only the address matters here.
    await page.waitForURL((url) => url.pathname === '/me/faq');
    expect(new URL(page.url()).searchParams.get('collector_token')).toBe(collector_token);
  });

  test('the nav link "Übersicht" carries the whole session query and keeps it on click', async ({ page, request }) => {
    const { collector_token } = await createOnboardedCollector(request);
    await page.goto(`/me/overview?collector_token=${collector_token}&platform=ios#badges`);
    await expect(page.getByTestId('balance')).toHaveText(FIRST_VISIT_BALANCE);

    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    const overview = nav.getByRole('link', { name: 'Übersicht' });
    await expect(overview).toHaveAttribute('aria-current', 'page');
    const href = new URL((await overview.getAttribute('href'))!, E2E_BASE_URL);
    expect(href.pathname).toBe('/me/overview');
    expect(href.searchParams.get('collector_token')).toBe(collector_token);
    expect(href.searchParams.get('platform')).toBe('ios');

    await overview.click();
    await page.waitForURL((url) => url.pathname === '/me/overview' && url.hash === '');
    expect(new URL(page.url()).searchParams.get('collector_token')).toBe(collector_token);
    await expect(page.getByTestId('balance')).toHaveText(FIRST_VISIT_BALANCE);
    await expect(page.getByTestId('error-page')).toHaveCount(0);

    // Every section of docs/product.md §4.2 is a link that keeps the session query.
    for (const name of ['Prämien', 'Spiele', 'Rangliste', 'Freunde', 'Gutschein', 'Profil', 'FAQ']) {
      const link = nav.getByRole('link', { name, exact: true });
      await expect(link).toHaveCount(1);
      expect(new URL((await link.getAttribute('href'))!, E2E_BASE_URL).searchParams.get('collector_token')).toBe(collector_token);
    }
  });

  test('"Meine Prämien" is part of the "Prämien" section in the navigation', async ({ page, request }) => {
    const { collector_token } = await createOnboardedCollector(request);
    await page.goto(`/me/profile/rewards?collector_token=${collector_token}`);
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(nav.getByRole('link', { name: 'Prämien' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  });

  test('a route push without the token (index → overview) gets the previous query merged in', async ({ page, request }) => {
    const { collector_token } = await createOnboardedCollector(request);
    await page.goto(`/?collector_token=${collector_token}`);
    await page.waitForURL((url) => url.pathname === '/me/overview');
    expect(new URL(page.url()).searchParams.get('collector_token')).toBe(collector_token);
    await expect(page.getByTestId('balance')).toHaveText(FIRST_VISIT_BALANCE);
  });

  test('proxy fallback: a plain link without the token gets it back from the same-origin Referer', async ({ page, request }) => {
    const { collector_token } = await createOnboardedCollector(request);
    await page.goto(`/me/overview?collector_token=${collector_token}`);
    await expect(page.getByTestId('balance')).toHaveText(FIRST_VISIT_BALANCE);

    // A hand-written link (e.g. in editor content) that forgot the token: a full browser navigation.
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/me/overview';
      a.id = 'plain-link';
      a.textContent = 'ohne Token';
      document.body.append(a);
    });
    await Promise.all([page.waitForEvent('framenavigated'), page.locator('#plain-link').click()]);
    await page.waitForURL((url) => url.searchParams.get('collector_token') === collector_token);
    expect(new URL(page.url()).pathname).toBe('/me/overview');
    await expect(page.getByTestId('balance')).toHaveText(FIRST_VISIT_BALANCE);
  });

  test('proxy fallback: page.goto with a same-origin Referer is redirected with the token', async ({ page, request }) => {
    const { collector_token } = await createOnboardedCollector(request);
    await page.goto('/me/overview?x=1', { referer: `${E2E_BASE_URL}/me/overview?collector_token=${collector_token}&platform=android` });
    const url = new URL(page.url());
    expect(url.pathname).toBe('/me/overview');
    expect(url.searchParams.get('collector_token')).toBe(collector_token);
    expect(url.searchParams.get('platform')).toBe('android');
    expect(url.searchParams.get('x')).toBe('1');
    await expect(page.getByTestId('balance')).toHaveText(FIRST_VISIT_BALANCE);
  });

  test("proxy fallback: the redirect itself (307) for a page navigation, none for the router's fetch or a foreign Referer", async ({ request }) => {
    // A browser navigation asks for HTML; the router's RSC fetch of the same page asks for anything.
    const html = 'text/html,application/xhtml+xml,*/*;q=0.8';
    const own = await request.get('/me/faq', {
      headers: { referer: `${E2E_BASE_URL}/me/overview?collector_token=abcdef123`, accept: html },
      maxRedirects: 0,
    });
    expect(own.status()).toBe(307);
    expect(new URL(own.headers().location!, E2E_BASE_URL).href).toBe(`${E2E_BASE_URL}/me/faq?collector_token=abcdef123`);

    // (Next removes the fetch's own marks before the proxy runs; this is what the proxy sees of it.)
    const prefetch = await request.get('/me/rewards', {
      headers: { referer: `${E2E_BASE_URL}/me/overview?collector_token=abcdef123`, accept: '*/*' },
      maxRedirects: 0,
    });
    expect(prefetch.status()).toBe(200);

    const foreign = await request.get('/me/overview', {
      headers: { referer: 'https://evil.example/me/overview?collector_token=abcdef123', accept: html },
      maxRedirects: 0,
    });
    expect(foreign.status()).toBe(200);
  });
});
