import { expect, test } from '@playwright/test';
import { consoleLogin } from './helpers';

// A voucher campaign's reward in the console (docs/vouchers.md): the picker says what a voucher can
// give — a reward to buy that needs no address — marks a reward sent by post as not fitting before
// anything is saved, and takes a coupon. Nothing is saved here, so the demo stays as it is.
test.use({ viewport: { width: 1280, height: 900 } });

test('the reward picker of a voucher campaign says what a voucher gives and marks a reward sent by post', async ({ page }) => {
  await consoleLogin(page, '/console/content/voucher-campaigns/new');
  await page.getByRole('combobox', { name: 'Der Gutschein gibt', exact: true }).selectOption({ label: 'eine Prämie' });
  const search = page.getByRole('searchbox', { name: 'Prämie', exact: true });
  await expect(search).toBeVisible();
  await expect(page.getByText(/^Ein Gutschein gibt eine Prämie zum Kaufen, die keine Adresse braucht/)).toBeVisible();
  // Not the prize wheel's words: a voucher asks nobody for an address.
  await expect(page.getByText(/Preis-Feld/)).toHaveCount(0);

  await search.fill('Kochbuch');
  const cookbook = page.getByTestId('reward-results').getByRole('listitem').filter({ hasText: 'Ländle-Kochbuch' });
  await expect(cookbook).toContainText('Per Post');
  await expect(cookbook).toContainText('passt nicht');
  await expect(cookbook.getByRole('button')).toHaveCount(0);

  await search.fill('Kaffee');
  await page.getByRole('button', { name: '«Kaffee im Stadtcafé» wählen' }).click();
  await expect(page.getByTestId('reward-chosen')).toContainText('«Kaffee im Stadtcafé»');
  await expect(page.getByTestId('reward-chosen')).not.toContainText('Diese Prämie kann kein Gutschein geben');
});
