import { expect, test } from '@playwright/test';
import { createOnboardedCollector } from './helpers';

test.describe('404 pages', () => {
  test('an unknown route answers HTTP 404 with "Page not found"', async ({ page }) => {
    const response = await page.goto('/gibt-es-nicht');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByText('Diese Seite gibt es leider nicht.')).toBeVisible();
  });

  test('an unknown route below /me answers HTTP 404 too', async ({ page }) => {
    const response = await page.goto('/me/gibt-es-nicht?collector_token=abc');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });

  test('a malformed id on an [id] route fails the validity check: HTTP 404 "Page Not Found: {path}"', async ({ page }) => {
    const response = await page.goto('/me/rewards/detail/abc');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found: /me/rewards/detail/abc');
  });

  test('a 404 offers the way back: to the start with the session, and back to where the reader came from', async ({ page, request }) => {
    const { collector_token } = await createOnboardedCollector(request);
    await page.goto(`/me/rewards?collector_token=${collector_token}`);
    await expect(page.getByTestId('header-balance')).toContainText('Räppli');
    // A link to a page that does not exist (say, in an editor's text): a full page load from ours.
    await page.evaluate((token) => {
      const a = document.createElement('a');
      a.href = `/me/gibt-es-nicht?collector_token=${token}`;
      a.id = 'dead-link';
      a.textContent = 'kaputt';
      document.body.append(a);
    }, collector_token);
    await page.locator('#dead-link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await page.getByRole('button', { name: 'Zurück' }).click();
    await page.waitForURL((url) => url.pathname === '/me/rewards');

    await page.goto(`/me/gibt-es-nicht?collector_token=${collector_token}`);
    const home = page.getByRole('link', { name: 'Zur Startseite' });
    await expect(home).toHaveAttribute('href', new RegExp(`collector_token=${collector_token}`));
    await home.click();
    // The start forwards a reader with a session to the overview.
    await page.waitForURL((url) => url.pathname === '/me/overview' && url.searchParams.get('collector_token') === collector_token);
  });

  test('a long requested path breaks inside the screen', async ({ page }) => {
    const path = `/me/rewards/detail/${'x'.repeat(120)}`;
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Page Not Found: ${path}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('the validity check also covers nested [id] routes and slugs', async ({ request }) => {
    for (const path of ['/me/rewards/detail/coupon/x1', '/me/posts/0', '/me/special/Not_A_Slug', '/notification/detail/-1']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      expect(await res.text(), path).toContain(`Page Not Found: ${path}`);
    }
  });
});
