import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { FIRST_VISIT_BALANCE, demoUrls, layoutShift, observeLayoutShift, relative, screenLoaded } from './helpers';

// Screenshots at 390 px (a phone) and 600 px (the host's iframe) for a human look (test-results/
// is git-ignored), plus two checks a person would notice: nothing wider than the screen, and
// little layout shift while data arrives.
const DIR = path.join('test-results', 'screenshots');

async function rewardId(request: APIRequestContext, title: string) {
  const { items } = (await (await request.get('/api/rewards')).json()) as { items: { id: number; title: string }[] };
  const found = items.find((r) => r.title === title);
  if (!found) throw new Error(`no reward ${title}`);
  return found.id;
}

for (const width of [390, 600]) {
  async function shoot(page: Page, name: string) {
    await screenLoaded(page);
    mkdirSync(DIR, { recursive: true });
    const file = width === 390 ? name : `${name}-${width}`;
    await page.screenshot({ path: path.join(DIR, `${file}.png`), fullPage: true });
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    const { cls } = await layoutShift(page);
    console.log(`${file}: scrollWidth=${scrollWidth}px, layout shift=${cls.toFixed(3)}`);
    expect(scrollWidth, `${file} is wider than the ${width}px screen`).toBeLessThanOrEqual(width);
    expect(cls, `${file} layout shift`).toBeLessThan(0.1);
  }

  test.describe(`screenshots at ${width}px`, () => {
    test.use({ viewport: { width, height: 844 } });
    test.beforeEach(async ({ page }) => observeLayoutShift(page));

    test('index /', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Willkommen bei Räppli');
      await shoot(page, 'index');
    });

    test('/open', async ({ page }) => {
      await page.goto('/open?entry=overview');
      await expect(page.getByRole('link', { name: 'Im Browser öffnen' })).toBeVisible();
      await shoot(page, 'open');
    });

    test('/me/overview identified demo member', async ({ page }) => {
      await page.goto(relative(demoUrls().identified));
      await expect(page.getByTestId('badges')).toContainText('Erster Artikel');
      await shoot(page, 'overview-identified');
    });

    test('/me/overview anonymous demo member', async ({ page }) => {
      await page.goto(relative(demoUrls().anonymous));
      await expect(page.getByTestId('balance')).toHaveText(FIRST_VISIT_BALANCE);
      await shoot(page, 'overview-anonymous');
    });

    test('error page (unknown token)', async ({ page }) => {
      const token = 'unbekannt-0123456789abcdefXYZ';
      await page.goto(`/me/overview?collector_token=${token}`);
      await expect(page.getByTestId('support-token')).toHaveText(`Support-Code: c${token.slice(-8)}`);
      await shoot(page, 'error-page');
    });

    test('error page (no token)', async ({ page }) => {
      await page.goto('/me/overview');
      await expect(page.getByTestId('support-token')).toHaveText('Support-Code: c000');
      await shoot(page, 'error-page-no-token');
    });

    test('404 page', async ({ page }) => {
      await page.goto('/gibt-es-nicht');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
      await shoot(page, 'not-found');
    });

    test('404 validity check', async ({ page }) => {
      await page.goto('/me/rewards/detail/abc');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Page Not Found');
      await shoot(page, 'not-found-route');
    });

    test('fatal error screen (render error provoked by a broken /api/me body)', async ({ page }) => {
      const token = 'fatal-error-token-0123456789abcd';
      await page.route('**/api/me?*', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify({ collector_token: token }) }));
      await page.route('**/api/actions?*', (route) => route.fulfill({ status: 204 }));
      await page.goto(`/me/overview?collector_token=${token}`);
      await expect(page.getByTestId('fatal-error')).toBeVisible();
      await shoot(page, 'fatal-error');
    });

    test('/me/rewards shop, anonymous', async ({ page }) => {
      await page.goto(`/me/rewards${new URL(demoUrls().anonymous).search}`);
      await expect(page.getByTestId('shop-raffles')).toContainText('Wochenende am Bodensee');
      await shoot(page, 'shop-anonymous');
    });

    test('raffle detail, identified', async ({ page, request }) => {
      await page.goto(`/me/rewards/detail/${await rewardId(request, 'Wochenende am Bodensee')}${new URL(demoUrls().identified).search}`);
      await expect(page.getByTestId('raffle-my-tickets')).toHaveText('2');
      await shoot(page, 'raffle-detail');
    });

    test('my rewards, raffle tab, identified', async ({ page }) => {
      await page.goto(`/me/profile/rewards${new URL(demoUrls().identified).search}&tab=raffles`);
      await expect(page.getByTestId('my-order').first()).toBeVisible();
      await shoot(page, 'my-raffles');
    });

    test('/maintenance', async ({ page }) => {
      await page.goto('/maintenance');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wartungsarbeiten');
      await shoot(page, 'maintenance');
    });
  });
}
