import { expect, test } from '@playwright/test';
import { E2E_LOGIN_URL } from './env';
import { createCollector, layoutShift, observeLayoutShift, screenLoaded, shootAtWidths, unknownToken, watchConsole } from './helpers';

// The games' widgets for a reader they have no wheel or quizzes for (docs/widgets.md, "never blank"):
// a token the server does not know gets the notice the other widgets give ("Wir erkennen dich gerade
// nicht." and "Jetzt anmelden"), never a skeleton for good nor a retry that cannot help; without a
// token the wheel's widget asks to sign in and draws no grey disc, its box keeping its size.

const GAMES = ['/widget/prizewheel', '/widget/quiz'] as const;

test('the wheel and the quiz tell an unknown token that we do not know it, with «Jetzt anmelden», and nothing moves', async ({ page }) => {
  const problems = watchConsole(page);
  await observeLayoutShift(page);
  for (const path of GAMES) {
    await page.goto(`${path}?collector_token=${unknownToken()}`);
    await expect(page.getByRole('heading', { level: 1 }), path).not.toBeEmpty();
    const notice = page.getByTestId('widget-unknown');
    await expect(notice, path).toContainText('Wir erkennen dich gerade nicht.');
    await expect(notice.getByRole('link', { name: 'Jetzt anmelden' }), path).toHaveAttribute('href', E2E_LOGIN_URL);
    // Settled: no skeleton left, and no retry (asking again cannot make the token known).
    await expect(page.getByRole('button', { name: 'Erneut versuchen' }), path).toHaveCount(0);
    if (path === '/widget/prizewheel') {
      await expect(page.getByTestId('wheel-loading')).toHaveCount(0);
      await expect(page.getByTestId('wheel-placeholder')).toHaveCount(0);
      await expect(page.getByTestId('wheel-still')).toBeVisible();
    } else {
      await expect(page.getByTestId('quiz-loading')).toHaveCount(0);
      await expect(page.getByTestId('quiz-load-failed')).toHaveCount(0);
    }
    await screenLoaded(page);
    const { cls, shifts } = await layoutShift(page);
    expect(cls, `layout shift on ${path}: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(0.05);
    const name = path.slice('/widget/'.length);
    await shootAtWidths(page, `${path} unknown`, [375], (w) => `widget-${name}-unknown-${w}`);
  }
  expect(problems).toEqual([]);
});

test("the wheel without a token: asked to sign in, the game's picture instead of a grey disc, its box as large as the anonymous reader's wheel", async ({
  page,
  request,
}) => {
  const problems = watchConsole(page);
  // An anonymous reader (a token the server knows) sees the real wheel in the box.
  const anonymous = await createCollector(request);
  await page.goto(`/widget/prizewheel?collector_token=${anonymous.collector_token}`);
  await expect(page.getByTestId('wheel').locator('[data-segment]').first()).toBeVisible();
  await expect(page.getByTestId('wheel-login')).toBeVisible();
  const wheelBox = (await page.getByTestId('wheel-box').boundingBox())!;

  await observeLayoutShift(page);
  await page.goto('/widget/prizewheel');
  await expect(page.getByTestId('wheel-login')).toHaveText('Melde dich an, um am Glücksrad zu drehen.');
  await expect(page.getByTestId('wheel-state').getByRole('link', { name: 'Jetzt anmelden' })).toHaveAttribute('href', E2E_LOGIN_URL);
  await expect(page.getByTestId('wheel-placeholder')).toHaveCount(0);
  // the game's picture, faded, in the wheel's place: not an empty square
  await expect(page.getByTestId('wheel-still')).toBeVisible();
  await expect(page.getByTestId('wheel-loading')).toHaveCount(0);
  const box = (await page.getByTestId('wheel-box').boundingBox())!;
  expect(box.width).toBeGreaterThan(200);
  expect(box.height).toBeCloseTo(box.width, 0);
  expect(box.height).toBeCloseTo(wheelBox.height, 0);
  await screenLoaded(page);
  const { cls, shifts } = await layoutShift(page);
  expect(cls, `layout shift without a token: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(0.05);
  await shootAtWidths(page, '/widget/prizewheel no token', [375], (w) => `widget-prizewheel-no-token-${w}`);
  expect(problems).toEqual([]);
});
