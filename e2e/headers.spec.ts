import { expect, test, type APIResponse } from '@playwright/test';

function expectSecurityHeaders(res: APIResponse, what: string) {
  const h = res.headers();
  expect(h['content-security-policy'], what).toMatch(/frame-ancestors 'self'/);
  expect(h['x-content-type-options'], what).toBe('nosniff');
  expect(h['referrer-policy'], what).toBe('same-origin');
}

test.describe('security headers', () => {
  const urls: [string, number][] = [
    ['/', 200],
    ['/open', 200],
    ['/me/overview?collector_token=abc', 200],
    ['/gibt-es-nicht', 404],
    ['/me/rewards/detail/abc', 404],
    ['/api/config', 200],
    ['/api/me?collector_token=gibt-es-nicht', 404],
    ['/api/me', 400],
    ['/builds/latest.json', 200],
    ['/raeppli.svg', 200],
  ];
  for (const [url, status] of urls) {
    test(`${url} (${status}) carries CSP frame-ancestors, nosniff and Referrer-Policy`, async ({ request }) => {
      const res = await request.get(url, { maxRedirects: 0 });
      expect(res.status()).toBe(status);
      expectSecurityHeaders(res, url);
    });
  }

  test('the page the browser loads carries them too, and the HTML asks for same-origin referrers', async ({ page }) => {
    const response = await page.goto('/me/overview?collector_token=abc');
    const h = await response!.allHeaders();
    expect(h['content-security-policy']).toMatch(/frame-ancestors 'self'/);
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBe('same-origin');
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'same-origin');
  });

  test('the collector_token never reaches another origin in the Referer', async ({ page }) => {
    let referer: string | undefined | null = 'not requested';
    await page.route('https://fremd.example/**', async (route) => {
      referer = await route.request().headerValue('referer');
      await route.fulfill({ status: 204 });
    });
    await page.goto('/me/overview?collector_token=geheim-token-123');
    await page.evaluate(() => fetch('https://fremd.example/pixel', { mode: 'no-cors' }).catch(() => undefined));
    await expect.poll(() => referer).not.toBe('not requested');
    expect(referer ?? '').not.toContain('geheim-token-123');
  });

  for (const path of ['/livez', '/readyz']) {
    test(`${path} answers 200 with Cache-Control: no-store`, async ({ request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      expect(res.headers()['cache-control']).toContain('no-store');
      expectSecurityHeaders(res, path);
      expect(await res.json()).toHaveProperty('status');
    });
  }
});
