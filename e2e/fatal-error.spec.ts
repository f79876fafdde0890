import { expect, test } from '@playwright/test';

// docs/product.md §5.8: the fatal error screen (static layout: currency icon, the word Räppli and
// 'Ein unerwarteter Fehler ist aufgetreten'). Provoked without product changes: /api/me answers
// with the right token but a broken body, so rendering the overview throws and the route's error
// boundary takes over.
test('a render error shows the fatal error screen with a reload button', async ({ page }) => {
  const token = 'fatal-error-token-0123456789abcd';
  await page.route('**/api/me?*', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ collector_token: token }) }));
  await page.route('**/api/actions?*', (route) => route.fulfill({ status: 204 }));
  await page.route('**/api/specials?*', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }));

  await page.goto(`/me/overview?collector_token=${token}`);
  const screen = page.getByTestId('fatal-error');
  await expect(screen).toBeVisible();
  await expect(screen).toContainText('Räppli');
  await expect(screen.getByRole('heading', { level: 1 })).toHaveText('Ein unerwarteter Fehler ist aufgetreten');
  await expect(screen.locator('svg, img').first()).toBeVisible();
  await expect(screen.getByRole('button', { name: 'Neu laden' })).toBeVisible();
});
