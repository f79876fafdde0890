/** @jest-environment jsdom */
import { act } from 'react';
import messages from '@/messages/de.json';
import { byTestId, button, click, field, freshToken, me, mountPage, openAt, refusal, stubApi, submit, type, until } from '@/test/helpers/member-page';
import { AvatarEditor } from './avatar-editor';
import { ProfileMember } from './profile-member';

// What the profile says for each input and answer (docs/product.md §10.8, §11, §13.4): the login
// prompt for anonymous readers, the personal data's and the password's checks before anything is
// sent, the server's refusals on their fields, the avatar's limits. Saving, the password change and
// the upload themselves, through the server, are e2e/profile.spec.ts's; the server's rules,
// test/api/sso.test.ts's.
jest.mock('next-intl', () => jest.requireActual('@/test/helpers/intl'));
jest.mock('next/navigation', () => jest.requireActual('@/test/helpers/next-stubs').navigation);
jest.mock('next/link', () => jest.requireActual('@/test/helpers/next-stubs').link);
jest.mock('@/lib/client/address-query', () => jest.requireActual('@/test/helpers/next-stubs').addressQuery);

const data = messages.profile.data;
const countries = messages.redeem.address.countries.split(', ');
const saved = {
  username: 'erika',
  firstname: 'Erika',
  lastname: 'Muster',
  email: 'erika@example.org',
  birthday: '1990-12-24',
  telephone: null,
  street: null,
  street_nr: null,
  postcode: null,
  city: null,
  country: null,
  gender: 'f',
};
beforeEach(() => jest.spyOn(Math, 'random').mockReturnValue(0));
afterEach(() => jest.restoreAllMocks());

/** The profile of an identified member whose personal data the server has; `routes` add or replace answers. */
async function profile(routes: Parameters<typeof stubApi>[0] = {}) {
  const token = freshToken();
  openAt(`/me/profile?collector_token=${token}&hash=${'b'.repeat(64)}&token=sso-t`);
  const api = stubApi({
    'GET /api/me': { body: me(token) },
    'GET /api/me/sso': { body: { problem: null } },
    'GET /api/me/personalData': { body: { data: saved } },
    ...routes,
  });
  const page = await mountPage(<ProfileMember countries={countries} />);
  await until(() => expect(field(page.container, data.fields.username).value).toBe('erika'));
  return { ...page, api };
}

const personal = (c: HTMLElement) => byTestId<HTMLFormElement>(c, 'personal-data-form');
const dataStatus = (c: HTMLElement) => byTestId(c, 'personal-data-status')?.textContent;
const passwordForm = (c: HTMLElement) => byTestId<HTMLFormElement>(c, 'password-form')!;
const passwordStatus = (c: HTMLElement) => byTestId(c, 'password-status')?.textContent;

async function fillPassword(c: HTMLElement, current: string, next: string, again: string) {
  const form = passwordForm(c);
  await type(field(form, messages.profile.password.current), current);
  await type(field(form, messages.profile.password.new), next);
  await type(field(form, messages.profile.password.repeat), again);
  await submit(form);
}

test.each([
  ['/me/profile', () => <ProfileMember countries={countries} />],
  ['/me/profile/avatar', () => <AvatarEditor />],
])('an anonymous reader sees the login prompt on %s instead of the forms and the picture', async (path, page) => {
  const token = freshToken();
  openAt(`${path}?collector_token=${token}`);
  stubApi({ 'GET /api/me': { body: me(token, { anonymous: true, username: null }) }, 'GET /api/me/sso': { body: { problem: 'ANONYMOUS_NOT_ALLOWED' } } });
  const { container, unmount } = await mountPage(page());
  await until(() => expect(byTestId(container, 'login-hint')?.textContent).toContain('Dein Profil gibt es, sobald du angemeldet bist'));
  expect(byTestId(container, 'login-hint')!.querySelector('a')!.textContent).toBe('Jetzt anmelden');
  for (const id of ['personal-data-form', 'password-form', 'avatar-file']) expect(byTestId(container, id)).toBeNull();
  unmount();
});

test('personal data: an invalid e-mail is named on its field, and nothing is sent', async () => {
  const { container, api, unmount } = await profile();
  const email = field(container, data.fields.email);
  await type(email, 'kein-at-zeichen');
  await submit(personal(container));
  await until(() => expect(dataStatus(container)).toBe('Bitte gib eine gültige E-Mail-Adresse ein.'));
  expect(email.getAttribute('aria-invalid')).toBe('true');
  expect(api.of('POST', '/api/me/personalData')).toEqual([]);
  unmount();
});

test('personal data: saving without a change is said as such (the server’s "changed: false")', async () => {
  const { container, api, unmount } = await profile({ 'POST /api/me/personalData': { body: { changed: false, data: saved } } });
  await submit(personal(container));
  await until(() => expect(dataStatus(container)).toBe(data.unchanged));
  expect(byTestId(container, 'personal-data-status')!.getAttribute('role')).toBe('status');
  expect(api.of('POST', '/api/me/personalData')).toHaveLength(1);
  unmount();
});

test('personal data: a username another member has is refused in the server’s words, on its field', async () => {
  const { container, unmount } = await profile({ 'POST /api/me/personalData': refusal(409, 'USERNAME_TAKEN', messages.errors.USERNAME_TAKEN) });
  const username = field(container, data.fields.username);
  await type(username, 'vergeben');
  await submit(personal(container));
  await until(() => expect(dataStatus(container)).toBe('Dieser Benutzername ist bereits vergeben.'));
  expect(byTestId(container, 'personal-data-status')!.getAttribute('role')).toBe('alert');
  expect(username.getAttribute('aria-invalid')).toBe('true');
  unmount();
});

describe('the password: each rule said in German before anything is sent, in the rules’ order', () => {
  const cases: [string, [string, string, string], string, string][] = [
    ['nothing filled in', ['', '', ''], 'Alle Felder müssen ausgefüllt werden.', messages.profile.password.current],
    ['a new one too short', ['Alt-Geheim-1', 'kurz', 'kurz'], 'Das neue Passwort braucht mindestens 6 Zeichen.', messages.profile.password.new],
    [
      'a repetition that differs',
      ['Alt-Geheim-1', 'Neu-Geheim-2', 'Neu-Geheim-3'],
      'Das neue Passwort und seine Wiederholung stimmen nicht überein.',
      messages.profile.password.repeat,
    ],
    [
      'the new one the same as the current',
      ['Alt-Geheim-1', 'Alt-Geheim-1', 'Alt-Geheim-1'],
      'Das neue Passwort muss sich vom bisherigen unterscheiden.',
      messages.profile.password.new,
    ],
  ];
  test.each(cases)('%s', async (_, [current, next, again], text, marked) => {
    const { container, api, unmount } = await profile();
    await fillPassword(container, current, next, again);
    await until(() => expect(passwordStatus(container)).toBe(text));
    expect(field(passwordForm(container), marked).getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.filter((c) => c.path.startsWith('/sso/'))).toEqual([]);
    unmount();
  });
});

test('the password: a wrong current one is the SSO’s refusal, marked on its field', async () => {
  const { container, api, unmount } = await profile({ 'POST /sso/password': refusal(401, 'PASSWORD_WRONG', messages.errors.PASSWORD_WRONG) });
  await fillPassword(container, 'Falsch-000', 'Neu-Geheim-2', 'Neu-Geheim-2');
  await until(() => expect(passwordStatus(container)).toBe('Das aktuelle Passwort stimmt nicht.'));
  expect(field(passwordForm(container), messages.profile.password.current).getAttribute('aria-invalid')).toBe('true');
  expect(api.of('POST', '/sso/password')[0]!.body).toMatchObject({ current_password: 'Falsch-000', new_password: 'Neu-Geheim-2' });
  unmount();
});

test('the password: after five wrong ones the SSO makes it wait, said in minutes', async () => {
  const { container, unmount } = await profile({ 'POST /sso/password': refusal(429, 'RATE_LIMITED', messages.errors.RATE_LIMITED, { retry_after: 840 }) });
  await fillPassword(container, 'Alt-Geheim-1', 'Neu-Geheim-9', 'Neu-Geheim-9');
  await until(() =>
    expect(passwordStatus(container)).toBe(
      'Zu viele falsche Versuche mit dem aktuellen Passwort. Zu deinem Schutz kannst du es erst in 14 Minuten wieder versuchen.',
    ),
  );
  unmount();
});

describe('the avatar', () => {
  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:http://localhost/vorschau');
    URL.revokeObjectURL = jest.fn();
  });

  async function avatarPage(routes: Parameters<typeof stubApi>[0] = {}) {
    const token = freshToken();
    openAt(`/me/profile/avatar?collector_token=${token}&hash=${'c'.repeat(64)}&token=sso-t`);
    const api = stubApi({ 'GET /api/me': { body: me(token) }, 'GET /api/me/sso': { body: { problem: null } }, ...routes });
    const page = await mountPage(<AvatarEditor />);
    await until(() => expect(byTestId(page.container, 'avatar-caption')?.textContent).toBe(messages.profile.avatar.none));
    return { ...page, api };
  }
  async function choose(c: HTMLElement, file: File) {
    const input = byTestId<HTMLInputElement>(c, 'avatar-file')!;
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    await act(async () => void input.dispatchEvent(new Event('change', { bubbles: true })));
  }
  const status = (c: HTMLElement) => byTestId(c, 'avatar-status')?.textContent;

  test('a picture over 5 MB is refused before it is sent', async () => {
    const { container, api, unmount } = await avatarPage();
    await choose(container, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'gross.png', { type: 'image/png' }));
    expect(status(container)).toBe('Das Bild ist zu groß: Ein Profilbild darf höchstens 5 MB haben.');
    expect(byTestId(container, 'avatar-preview')).toBeNull();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
    unmount();
  });

  test('a file that is no picture is refused before it is sent', async () => {
    const { container, api, unmount } = await avatarPage();
    await choose(container, new File(['kein Bild'], 'brief.txt', { type: 'text/plain' }));
    expect(status(container)).toBe('Bitte lade ein Bild im Format JPEG, PNG, WebP oder GIF hoch.');
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
    unmount();
  });

  test('a file that claims to be a PNG but is none: previewed, sent once, and the SSO’s refusal said', async () => {
    const { container, api, unmount } = await avatarPage({ 'POST /sso/avatar': refusal(400, 'UNSUPPORTED_IMAGE', messages.sso.unsupportedImage) });
    await choose(container, new File(['kein Bild, nur Text'], 'falsch.png', { type: 'image/png' }));
    expect(byTestId<HTMLImageElement>(container, 'avatar-preview')!.src).toMatch(/^blob:/);
    expect(api.of('POST', '/sso/avatar')).toEqual([]);
    await click(button(container, messages.profile.avatar.upload));
    await until(() => expect(status(container)).toBe('Bitte lade ein Bild im Format JPEG, PNG, WebP oder GIF hoch.'));
    expect(byTestId(container, 'avatar-status')!.getAttribute('role')).toBe('alert');
    expect(api.of('POST', '/sso/avatar')).toHaveLength(1);
    unmount();
  });
});
