import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_API_KEY } from './env';
import { createOnboardedCollector, demoUrls, hostCredit, memberQuery, relative, screenLoaded, shootAtWidths, type CreatedCollector } from './helpers';

// The profile as a member sees it (docs/product.md §10.8, §11): personal data with
// its masks, saved and read back, the password changed at the SSO, the avatar with a preview before
// it is sent and a question before it goes, and the redeem's address prefilled from the profile.
// Screens at 375 and 412 px. What the forms say for each input and answer — the login prompt, an
// invalid e-mail, "nothing changed", a taken username, each password rule, a wrong current password,
// the throttle, the avatar's limits and the SSO's refusal of a false picture — is
// components/profile/profile-messages.test.tsx's; the SSO's rules themselves, test/api/sso.test.ts's.

type Member = Required<CreatedCollector> & { userId: string };

let seq = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-5)}${++seq}${Math.random().toString(36).slice(2, 5)}`;

/** An identified member (onboarding seen) whose SSO user id we know, for the host's password call. */
async function newMember(request: APIRequestContext, username?: string): Promise<Member> {
  const userId = unique('e2e-profile-');
  const created = await createOnboardedCollector(request, { id: userId, ...(username ? { username } : {}) });
  return { ...(created as Required<CreatedCollector>), userId };
}

async function setPassword(request: APIRequestContext, m: Member, password: string) {
  const res = await request.put(`/api/host/users/${encodeURIComponent(m.userId)}/password`, {
    headers: { Authorization: `Bearer ${E2E_API_KEY}` },
    data: { password },
  });
  expect(res.status(), await res.text()).toBe(204);
}

const personalData = async (request: APIRequestContext, m: Member) =>
  ((await (await request.get(`/api/me/personalData?${memberQuery(m)}`)).json()) as { data: Record<string, string | null> }).data;

const shot = (page: Page, name: string) => shootAtWidths(page, name, [375, 412], (w) => `profile-${name}-${w}`);

const field = (page: Page, label: string) => page.getByTestId('personal-data-form').getByLabel(label, { exact: true });

test('the pages are in the HTML before any JavaScript: titles and the forms’ headings', async ({ request }) => {
  for (const [path, texts] of [
    ['/me/profile', ['<h1', 'Profil', 'Persönliche Daten', 'Passwort ändern', 'Benutzername', 'Geburtstag']],
    ['/me/profile/avatar', ['Profilbild', 'JPEG, PNG, WebP oder GIF, höchstens 5 MB.']],
  ] as const) {
    const res = await request.get(path, { headers: { Accept: 'text/html' } });
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    for (const text of texts) expect(html, `${path}: ${text}`).toContain(text);
  }
});

test('personal data: masks while typing, saved in the server’s names and read back', async ({ page, request }) => {
  const m = await newMember(request);
  const username = unique('erika');
  await page.goto(`/me/profile?${memberQuery(m)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
  await expect(page.getByTestId('profile-username')).toHaveText('Noch kein Benutzername');
  const form = page.getByTestId('personal-data-form');
  await expect(field(page, 'Benutzername')).toBeEnabled();

  await field(page, 'Benutzername').fill(username);
  await field(page, 'Vorname').fill('Erika');
  await field(page, 'Nachname').fill('Muster');
  await form.getByLabel('Geschlecht').selectOption({ label: 'weiblich' });
  // The masks: the birthday gets its dots, the postcode four digits in Austria, the phone no letters.
  await field(page, 'Geburtstag').pressSequentially('24121990');
  await expect(field(page, 'Geburtstag')).toHaveValue('24.12.1990');
  await field(page, 'Telefon').pressSequentially('+43 664 x1234567');
  await expect(field(page, 'Telefon')).toHaveValue('+43 664 1234567');
  await form.getByLabel('Land').selectOption('Österreich');
  await field(page, 'PLZ').pressSequentially('A-69001');
  await expect(field(page, 'PLZ')).toHaveValue('6900');
  await field(page, 'E-Mail-Adresse').fill('erika@example.org');
  await field(page, 'Straße').fill('Seestraße');
  await field(page, 'Nr.').fill('12a');
  await field(page, 'Ort').fill('Bregenz');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByTestId('personal-data-status')).toHaveText('Deine Angaben sind gespeichert.');
  await expect(page.getByTestId('profile-username')).toHaveText(username);

  // Stored in the server's names: telephone, street_nr, postcode, gender f, an ISO date.
  expect(await personalData(request, m)).toEqual({
    username,
    firstname: 'Erika',
    lastname: 'Muster',
    email: 'erika@example.org',
    birthday: '1990-12-24',
    telephone: '+43 664 1234567',
    street: 'Seestraße',
    street_nr: '12a',
    postcode: '6900',
    city: 'Bregenz',
    country: 'Österreich',
    gender: 'f',
  });
  await shot(page, 'saved');

  // Read back from the server, in the form's own masks.
  await page.reload();
  await expect(field(page, 'Geburtstag')).toHaveValue('24.12.1990');
  await expect(form.getByLabel('Geschlecht')).toHaveValue('2');
  await expect(page.getByTestId('profile-username')).toHaveText(username);
});

test('the redeem’s address form is prefilled from the personal data when no order gave one; edits there stay with the order', async ({ page, request }) => {
  const m = await newMember(request);
  await hostCredit(request, m.collector_token, 1000);
  const saved = await request.post(`/api/me/personalData?${memberQuery(m)}`, {
    data: { data: { firstname: 'Lea', lastname: 'Profil', street: 'Kirchstrasse', street_nr: '3', postcode: '6850', city: 'Dornbirn', country: 'Österreich' } },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  const { items } = (await (await request.get('/api/rewards')).json()) as { items: { id: number; title: string }[] };
  const book = items.find((r) => r.title === 'Ländle-Kochbuch')!;
  await page.goto(`/me/rewards/detail/${book.id}?${memberQuery(m)}`);
  await page.getByTestId('redeem-start').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('textbox', { name: 'Vorname', exact: true })).toHaveValue('Lea');
  await expect(dialog.getByRole('textbox', { name: 'Straße', exact: true })).toHaveValue('Kirchstrasse');
  await expect(dialog.getByRole('textbox', { name: 'PLZ', exact: true })).toHaveValue('6850');
  await expect(dialog.getByRole('combobox', { name: 'Land' })).toHaveValue('Österreich');
  await dialog.getByRole('textbox', { name: 'Straße', exact: true }).fill('Marktplatz');
  await dialog.getByTestId('address-submit').click();
  await page.getByRole('dialog', { name: 'Einlösen bestätigen' }).getByTestId('redeem-submit').click();
  await expect(page.getByTestId('redeem-success')).toBeVisible();
  // The profile keeps its street; the order has the one typed.
  expect((await personalData(request, m)).street).toBe('Kirchstrasse');
  const contact = (await (await request.get(`/api/me/contact?${memberQuery(m)}`)).json()) as { address: { street: string } };
  expect(contact.address.street).toBe('Marktplatz');
});

test('the password: changed at the SSO, which then knows the new one', async ({ page, request }) => {
  const m = await newMember(request, unique('pw'));
  await setPassword(request, m, 'Alt-Geheim-1');
  await page.goto(`/me/profile?${memberQuery(m)}`);
  const form = page.getByTestId('password-form');
  const status = page.getByTestId('password-status');
  const submit = form.getByRole('button', { name: 'Passwort ändern' });
  await expect(form.getByLabel('Aktuelles Passwort')).toBeEnabled();

  await form.getByLabel('Aktuelles Passwort').fill('Alt-Geheim-1');
  await form.getByLabel('Neues Passwort', { exact: true }).fill('Neu-Geheim-2');
  await form.getByLabel('Neues Passwort wiederholen').fill('Neu-Geheim-2');
  await submit.click();
  await expect(status).toHaveText('Dein Passwort ist geändert.');
  await expect(form.getByLabel('Aktuelles Passwort')).toHaveValue('');
  await shot(page, 'password-changed');

  // The SSO knows the new one: changing back from it works (through the API).
  const back = await request.post('/sso/password', {
    data: { h: m.hash, t: m.token, current_password: 'Neu-Geheim-2', new_password: 'Alt-Geheim-1', new_password_confirmation: 'Alt-Geheim-1' },
  });
  expect(back.status(), await back.text()).toBe(204);
});

/** A PNG made here: a 600 × 400 picture in two colours. */
const png = () =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 200, g: 16, b: 46 } } })
    .composite([{ input: { create: { width: 300, height: 400, channels: 3, background: { r: 242, g: 183, b: 5 } } }, left: 300, top: 0 }])
    .png()
    .toBuffer();

test('the avatar: the limits said before, a preview before the upload, then in the header; removed after a question', async ({ page, request }) => {
  const m = await newMember(request, unique('bild'));
  await page.goto(`/me/profile?${memberQuery(m)}`);
  await expect(page.getByTestId('header-avatar')).toHaveCount(0);
  await page.getByRole('link', { name: 'Profilbild hinzufügen' }).click();
  await page.waitForURL((url) => url.pathname === '/me/profile/avatar');
  await expect(page.getByRole('heading', { level: 1, name: 'Profilbild' })).toBeVisible();
  await expect(page.getByText('JPEG, PNG, WebP oder GIF, höchstens 5 MB.', { exact: false })).toBeVisible();
  await expect(page.getByTestId('avatar-caption')).toHaveText('Noch kein Profilbild');
  const file = page.getByTestId('avatar-file');
  const choose = page.getByRole('button', { name: 'Bild auswählen' });
  await expect(choose).toBeEnabled();

  let uploads = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/sso/avatar') uploads++;
  });
  // The preview comes from the device, before anything is sent.
  await file.setInputFiles({ name: 'ich.png', mimeType: 'image/png', buffer: await png() });
  const preview = page.getByTestId('avatar-preview');
  await expect(preview).toHaveAttribute('src', /^blob:/);
  expect(uploads).toBe(0);
  await screenLoaded(page);
  await shot(page, 'avatar-preview');
  await page.getByRole('button', { name: 'Hochladen' }).click();
  await expect(page.getByTestId('avatar-status')).toHaveText('Dein neues Profilbild ist gespeichert.');
  expect(uploads).toBe(1);

  const header = page.getByTestId('header-avatar');
  await expect(header.locator('img')).toHaveAttribute('src', /^\/sso\/avatars\/[0-9a-f]{64}\.webp$/);
  const src = (await header.locator('img').getAttribute('src'))!;
  const served = await request.get(src);
  expect(served.headers()['content-type']).toBe('image/webp');
  await screenLoaded(page);
  await shot(page, 'avatar-set');

  // The header's avatar leads to the profile, which shows it too.
  await header.click();
  await page.waitForURL((url) => url.pathname === '/me/profile');
  await expect(page.getByTestId('profile-summary').getByRole('img', { name: 'Dein Profilbild' })).toHaveAttribute('src', src);

  await page.getByRole('link', { name: 'Profilbild ändern' }).click();
  await page.waitForURL((url) => url.pathname === '/me/profile/avatar');
  await page.getByRole('button', { name: 'Profilbild entfernen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profilbild entfernen?' });
  await expect(dialog).toBeVisible();
  await shot(page, 'avatar-remove-question');
  await dialog.getByRole('button', { name: 'Behalten' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('header-avatar')).toHaveCount(1);
  await page.getByRole('button', { name: 'Profilbild entfernen' }).click();
  await page.getByRole('dialog', { name: 'Profilbild entfernen?' }).getByRole('button', { name: 'Entfernen' }).click();
  await expect(page.getByTestId('avatar-status')).toHaveText('Dein Profilbild ist entfernt.');
  await expect(page.getByTestId('header-avatar')).toHaveCount(0);
  await expect(page.getByTestId('avatar-caption')).toHaveText('Noch kein Profilbild');
  const me = (await (await request.get(`/api/me?collector_token=${m.collector_token}`)).json()) as { avatar_url: string | null };
  expect(me.avatar_url).toBeNull();
});

test('Anna’s profile: her demo data in the form, the nav item is a link, screens at 375 and 412 px', async ({ page }) => {
  await page.goto(relative(demoUrls().identified).replace('/me/overview', '/me/profile'));
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(nav.getByRole('link', { name: 'Profil' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('profile-username')).toHaveText('anna');
  await expect(field(page, 'Vorname')).toHaveValue('Anna');
  await expect(field(page, 'E-Mail-Adresse')).toHaveValue('anna.muster@example.org');
  await screenLoaded(page);
  await shot(page, 'anna');
});
