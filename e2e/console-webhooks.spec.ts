import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from './env';
import { consoleLogin } from './helpers';

// The console's webhooks page (docs/webhooks.md, Registering an endpoint): an admin registers an
// endpoint, sees its secret once, finds it in the list with its events, opens its deliveries and
// deletes it.
// The target is a name under example.org that resolves nowhere: nothing is ever sent.

test.use({ viewport: { width: 1280, height: 900 } });

test('an admin registers a webhook (the secret shows once), sees it listed, and deletes it', async ({ page }) => {
  await consoleLogin(page, '/console/webhooks', E2E_ADMIN);
  await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Konsole' }).getByRole('link', { name: 'Webhooks' })).toHaveAttribute('aria-current', 'page');

  const url = `https://hooks-${Date.now().toString(36)}.example.org/raeppli`;
  // A loopback target is refused, in German.
  await page.getByLabel('Adresse (https://…)').fill('http://127.0.0.1:9/hooks');
  await page.getByRole('button', { name: 'Webhook anlegen' }).click();
  await expect(page.getByTestId('webhooks-notice')).toContainText('Diese Adresse ist als Webhook-Ziel nicht erlaubt');

  await page.getByLabel('Adresse (https://…)').fill(url);
  // Only orders and raffle wins.
  for (const label of ['Bestellstatus geändert', 'Verlosung gezogen', 'Mitglied abgemeldet', 'Neues Level', 'Gutschein eingelöst'])
    await page.getByLabel(label).uncheck();
  await page.getByRole('button', { name: 'Webhook anlegen' }).click();
  const secret = page.getByTestId('webhook-secret-value');
  await expect(secret).toHaveText(/^whsec_[A-Za-z0-9_-]{43}$/);
  await expect(page.getByTestId('webhook-secret')).toContainText('Es lässt sich später nicht mehr anzeigen.');
  const shown = await secret.innerText();

  const row = page.getByTestId('console-webhooks').getByRole('row').filter({ hasText: url });
  await expect(row).toContainText('Bestellung angelegt');
  await expect(row).toContainText('Verlosung gewonnen');
  await expect(row).not.toContainText('Neues Level');

  await row.getByRole('button', { name: 'Zustellungen' }).click();
  await expect(page.getByTestId('webhook-deliveries')).toContainText(`Zustellungen an ${url}`);

  // Never again: not after a reload, not in the list.
  await page.reload();
  await expect(page.getByTestId('console-webhooks')).toContainText(url);
  await expect(page.locator('main')).not.toContainText(shown);
  await expect(page.getByTestId('webhook-secret')).toHaveCount(0);

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toContain(`Webhook an ${url} löschen?`);
    void dialog.accept();
  });
  await page.getByTestId('console-webhooks').getByRole('row').filter({ hasText: url }).getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByTestId('webhooks-notice')).toHaveText(`Webhook an ${url} gelöscht.`);
  await expect(page.getByTestId('console-webhooks').getByRole('row').filter({ hasText: url })).toHaveCount(0);

  // Both are in the audit log, filed under «Webhooks» and said in German (docs/console.md, Audit log).
  await page.goto('/console/audit');
  await page.getByLabel('Bereich').selectOption({ label: 'Webhooks' });
  await page.getByRole('button', { name: 'Filtern' }).click();
  const log = page.getByTestId('console-audit');
  // The deletion shows the address it had; a creation says only that it was made.
  await expect(log.locator('tbody tr').filter({ hasText: url })).toContainText('Webhooks: gelöscht');
  await expect(log.locator('tbody tr').filter({ hasText: 'Webhooks: angelegt' }).first()).toBeVisible();
  await expect(log).not.toContainText('webhook.');
});

test('an editor is not shown the webhooks and is refused by address', async ({ page }) => {
  await consoleLogin(page, '/console/webhooks');
  await expect(page.getByTestId('console-forbidden')).toHaveText('Dafür fehlt dir die Berechtigung.');
  await expect(page.getByRole('navigation', { name: 'Konsole' }).getByRole('link', { name: 'Webhooks' })).toHaveCount(0);
});
