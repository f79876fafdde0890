import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from './env';
import { consoleLogin } from './helpers';

// An admin manages staff accounts (docs/console.md, "Staff accounts"): disables an editor, whose
// session ends and whose login is refused in German; enables it again and changes its role. The
// editor is one this spec creates: the demo editor is signed in by specs running beside this one,
// and disabling it would end their sessions.

test.use({ viewport: { width: 1280, height: 900 } });

const row = (page: Page, email: string) => page.getByTestId('console-staff').getByTestId('staff-row').filter({ hasText: email });

async function loginForm(page: Page, who: { email: string; password: string }) {
  await page.goto('/console/login');
  await page.getByLabel('E-Mail-Adresse').fill(who.email);
  await page.getByLabel('Passwort').fill(who.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

test('an admin disables an editor (its login is refused), enables it again and changes its role', async ({ page, browser }) => {
  test.slow();
  const editor = { email: `e2e-staff-${Date.now().toString(36)}@raeppli.example`, password: 'Redaktion-E2E-2026' };
  await consoleLogin(page, '/console/staff', E2E_ADMIN);
  await expect(page.getByRole('heading', { name: 'Personal', level: 1 })).toBeVisible();

  // The admin's own row: the only active admin is not offered to be disabled or demoted.
  const own = row(page, E2E_ADMIN.email);
  await expect(own).toContainText('(du)');
  await expect(own).toContainText('Du bist der einzige aktive Admin');
  await expect(own.getByRole('button', { name: 'Sperren' })).toHaveCount(0);
  await expect(own.getByRole('combobox')).toHaveCount(0);
  await expect(own.getByRole('button', { name: 'Passwort setzen' })).toBeVisible();

  // A new editor, through the page's own form.
  await page.getByLabel('Name', { exact: true }).fill('Erika E2E');
  await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(editor.email);
  await page.getByLabel('Startpasswort (mindestens 12 Zeichen)').fill(editor.password);
  await page.getByRole('combobox', { name: 'Rolle', exact: true }).selectOption('editor');
  await page.getByRole('button', { name: 'Konto anlegen' }).click();
  await expect(page.getByText(`Konto für ${editor.email} angelegt.`)).toBeVisible();
  await expect(row(page, editor.email).getByTestId('staff-status')).toHaveText('Aktiv');

  // The editor signs in elsewhere.
  const other = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const editorPage = await other.newPage();
  await consoleLogin(editorPage, '/console/rewards', editor);
  await expect(editorPage.getByTestId('console-who')).toHaveText(`Angemeldet als ${editor.email} (Redaktion)`);

  // A password too short is said next to its field, before anything is sent.
  await row(page, editor.email).getByLabel(`Neues Passwort für ${editor.email} (mindestens 12 Zeichen)`).fill('kurz');
  await row(page, editor.email).getByRole('button', { name: 'Passwort setzen' }).click();
  await expect(row(page, editor.email).getByTestId('staff-notice-password')).toHaveText('Das Passwort braucht mindestens 12 Zeichen.');

  // Disabled: after a confirmation; the editor's session ends at once and the login is refused.
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe(`${editor.email} sperren? Das Konto wird sofort abgemeldet und kann sich nicht mehr anmelden.`);
    void dialog.accept();
  });
  await row(page, editor.email).getByRole('button', { name: 'Sperren' }).click();
  await expect(row(page, editor.email).getByTestId('staff-notice-disabled')).toHaveText(`${editor.email} ist gesperrt und abgemeldet.`);
  await expect(row(page, editor.email).getByTestId('staff-status')).toHaveText('Gesperrt');

  await editorPage.goto('/console/rewards');
  await editorPage.waitForURL(/\/console\/login/);
  await loginForm(editorPage, editor);
  await expect(editorPage.getByTestId('login-error')).toHaveText('E-Mail-Adresse oder Passwort stimmen nicht.');

  // Enabled again, then made an operator (Betrieb).
  page.once('dialog', (dialog) => void dialog.accept());
  await row(page, editor.email).getByRole('button', { name: 'Entsperren' }).click();
  await expect(row(page, editor.email).getByTestId('staff-notice-disabled')).toHaveText(`${editor.email} kann sich wieder anmelden.`);
  await expect(row(page, editor.email).getByTestId('staff-status')).toHaveText('Aktiv');

  await row(page, editor.email).getByLabel(`Rolle von ${editor.email}`).selectOption('operator');
  await row(page, editor.email).getByRole('button', { name: 'Rolle ändern' }).click();
  await expect(row(page, editor.email).getByTestId('staff-notice-role')).toHaveText(
    `${editor.email} ist jetzt Betrieb. Offene Sitzungen des Kontos sind beendet.`,
  );
  await page.reload();
  await expect(row(page, editor.email).getByLabel(`Rolle von ${editor.email}`)).toHaveValue('operator');

  // The account signs in again, now with the operator's sections.
  await loginForm(editorPage, editor);
  await expect(editorPage.getByTestId('console-who')).toHaveText(`Angemeldet als ${editor.email} (Betrieb)`);
  await editorPage.goto('/console/rewards');
  await expect(editorPage.getByTestId('console-forbidden')).toHaveText('Dafür fehlt dir die Berechtigung.');
  await other.close();
});
