/** @jest-environment jsdom */
import messages from '@/messages/de.json';
import { byTestId, field, mountPage, openAt, refusal, stubApi, submit, type, until } from '@/test/helpers/member-page';
import { SignInForm } from './sign-in-form';

// What the sign-in page says before and after it asks our SSO (docs/sso.md, "Signing in"): nothing
// filled in, and a wrong password in the server's words (the name stays, the password is emptied).
// Signing in and the way back through the server are e2e/sign-in-page.spec.ts's; that the SSO answers
// every wrong sign-in alike, test/api/sso.test.ts's.
jest.mock('next-intl', () => jest.requireActual('@/test/helpers/intl'));
jest.mock('@/lib/client/address-query', () => jest.requireActual('@/test/helpers/next-stubs').addressQuery);

const texts = messages.signIn;
const form = (c: HTMLElement) => byTestId<HTMLFormElement>(c, 'sign-in-form')!;
const error = (c: HTMLElement) => byTestId(c, 'sign-in-error')!.textContent;

test('nothing filled in: said, and nothing is sent', async () => {
  openAt(`/login?return=${encodeURIComponent('http://localhost/me/profile/rewards?platform=web')}`);
  const api = stubApi({});
  const { container, unmount } = await mountPage(<SignInForm />);
  await submit(form(container));
  expect(error(container)).toBe('Bitte gib deinen Benutzernamen oder deine E-Mail-Adresse und dein Passwort ein.');
  expect(api.calls).toEqual([]);
  unmount();
});

test('a wrong password: the server’s German answer; the username stays, the password is emptied', async () => {
  openAt(`/login?return=${encodeURIComponent('http://localhost/me/profile/rewards?platform=web')}`);
  const api = stubApi({ 'POST /sso/login': refusal(401, 'SSO_LOGIN_FAILED', messages.errors.SSO_LOGIN_FAILED) });
  const { container, unmount } = await mountPage(<SignInForm />);
  await type(field(container, texts.login), 'leser2026');
  await type(field(container, texts.password), 'falsches-passwort');
  await submit(form(container));
  await until(() => expect(error(container)).toBe('Benutzername oder E-Mail-Adresse und Passwort passen nicht zusammen.'));
  expect(field(container, texts.login).value).toBe('leser2026');
  expect(field(container, texts.password).value).toBe('');
  expect(field(container, texts.login).getAttribute('aria-invalid')).toBe('true');
  expect(api.of('POST', '/sso/login')[0]!.body).toMatchObject({
    login: 'leser2026',
    password: 'falsches-passwort',
    return: 'http://localhost/me/profile/rewards?platform=web',
  });
  unmount();
});
