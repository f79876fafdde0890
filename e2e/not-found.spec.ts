import { expect, test } from '@playwright/test';

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

  test('the validity check also covers nested [id] routes and slugs', async ({ request }) => {
    for (const path of ['/me/rewards/detail/coupon/x1', '/me/posts/0', '/me/special/Not_A_Slug', '/notification/detail/-1']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      expect(await res.text(), path).toContain(`Page Not Found: ${path}`);
    }
  });
});
