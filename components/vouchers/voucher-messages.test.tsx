/** @jest-environment jsdom */
import messages from '@/messages/de.json';
import type { VoucherLookup } from '@/lib/contracts/vouchers';
import {
  byTestId,
  button,
  click,
  field,
  freshToken,
  me,
  mountPage,
  openAt,
  refusal,
  stubApi,
  submit,
  type,
  until,
  type Routes,
} from '@/test/helpers/member-page';
import { VoucherPage } from './voucher-page';

// What /me/voucher says for each code and answer (docs/vouchers.md, "The scanner and its fallbacks"): an
// incomplete code, an unknown one, one someone else redeemed, the limit, too many guesses, the
// login an anonymous member needs, a lost or garbled sign-in, and no camera. Typing, scanning and
// redeeming through the server are e2e/vouchers.spec.ts's; the server's refusals, test/api/vouchers.test.ts's.
jest.mock('next-intl', () => jest.requireActual('@/test/helpers/intl'));
jest.mock('next/navigation', () => jest.requireActual('@/test/helpers/next-stubs').navigation);
jest.mock('next/link', () => jest.requireActual('@/test/helpers/next-stubs').link);
jest.mock('@/lib/client/address-query', () => jest.requireActual('@/test/helpers/next-stubs').addressQuery);

const texts = messages.voucher;
const CODE = '7KQ4-M2XD-0RBN-9TZE';
const lookup = (more: Partial<VoucherLookup> = {}): VoucherLookup => ({
  voucher_id: 41,
  title: 'Limit-Test',
  points: 5,
  reward_id: null,
  reward_title: null,
  valid_until: '2026-12-31T23:00:00.000Z',
  state: 'available',
  ...more,
});
beforeEach(() => jest.spyOn(Math, 'random').mockReturnValue(0));
afterEach(() => jest.restoreAllMocks());

/** /me/voucher for an identified member (or as `query` says), answered by `routes`. */
async function voucherPage(routes: Routes, query?: (token: string) => string) {
  const token = freshToken();
  openAt(`/me/voucher?${query ? query(token) : `collector_token=${token}&hash=${'d'.repeat(64)}&token=sso-t`}`);
  const api = stubApi({ 'GET /api/me': { body: me(token) }, 'GET /api/me/sso': { body: { problem: null } }, ...routes });
  const page = await mountPage(<VoucherPage />);
  return { ...page, api, token };
}

/** Types a code and taps «Code prüfen». */
async function check(c: HTMLElement, code: string) {
  await until(() => expect(field(c, texts.code.label).disabled).toBe(false));
  await type(field(c, texts.code.label), code);
  await submit(byTestId(c, 'voucher-check')!.closest('form'));
}
const error = (c: HTMLElement) => byTestId(c, 'voucher-error')?.textContent;
const state = (c: HTMLElement) => byTestId(c, 'voucher-state')?.textContent;

test('an incomplete code is said before anything is asked', async () => {
  const { container, api, unmount } = await voucherPage({});
  await check(container, 'ABCD-EF');
  expect(error(container)).toBe('Ein Gutscheincode hat 16 Zeichen. Bitte prüfe deine Eingabe.');
  expect(api.of('GET', '/api/vouchers/lookup')).toEqual([]);
  unmount();
});

test('a code the server does not know (404 VOUCHER_INVALID) says so', async () => {
  const { container, api, unmount } = await voucherPage({ 'GET /api/vouchers/lookup': refusal(404, 'VOUCHER_INVALID', messages.errors.VOUCHER_INVALID) });
  await check(container, 'ZZZZ-ZZZZ-ZZZZ-ZZZZ');
  await until(() => expect(error(container)).toBe('Diesen Code kennen wir nicht, oder er gilt gerade nicht. Bitte prüfe deine Eingabe.'));
  expect(api.of('GET', '/api/vouchers/lookup')[0]!.query.get('code')).toBe('ZZZZ-ZZZZ-ZZZZ-ZZZZ');
  unmount();
});

test('a code someone else redeemed (state used_up) says so, with no «Jetzt einlösen»', async () => {
  const { container, unmount } = await voucherPage({ 'GET /api/vouchers/lookup': { body: lookup({ state: 'used_up' }) } });
  await check(container, CODE);
  await until(() => expect(state(container)).toBe('Dieser Gutschein wurde bereits eingelöst.'));
  expect(button(container, texts.offer.redeem)).toBeUndefined();
  unmount();
});

test('the day’s limit met (state limit_reached) says so, with no «Jetzt einlösen»', async () => {
  const { container, unmount } = await voucherPage({ 'GET /api/vouchers/lookup': { body: lookup({ state: 'limit_reached' }) } });
  await check(container, CODE);
  await until(() => expect(state(container)).toContain('Du hast das Limit für Gutscheine erreicht'));
  expect(button(container, texts.offer.redeem)).toBeUndefined();
  unmount();
});

test('too many wrong codes (429 RATE_LIMITED) say when to try again, in minutes', async () => {
  const { container, api, unmount } = await voucherPage({
    'GET /api/vouchers/lookup': refusal(429, 'RATE_LIMITED', messages.errors.RATE_LIMITED, { retry_after: 600 }),
  });
  await check(container, CODE);
  await until(() => expect(error(container)).toBe('Zu viele ungültige Codes. Bitte versuche es in 10 Minuten wieder.'));
  // A lookup is not retried: each failed one counts as a guess.
  expect(api.of('GET', '/api/vouchers/lookup')).toHaveLength(1);
  unmount();
});

test('an anonymous member sees what the code gives and is asked to log in to redeem it', async () => {
  const { container, api, unmount } = await voucherPage(
    {
      'GET /api/me': (call) => ({ body: me(call.query.get('collector_token')!, { anonymous: true, username: null }) }),
      'GET /api/me/sso': { body: { problem: 'ANONYMOUS_NOT_ALLOWED' } },
      'GET /api/vouchers/lookup': { body: lookup({ title: 'Probier-Code', points: 10 }) },
    },
    (token) => `collector_token=${token}&code=${CODE}`,
  );
  // The QR code's address looks the code up by itself.
  await until(() => expect(api.of('GET', '/api/vouchers/lookup').map((c) => c.query.get('code'))).toEqual([CODE]));
  await until(() => expect(byTestId(container, 'voucher-gives')?.textContent).toBe('10 Räppli'));
  await until(() => expect(byTestId(container, 'login-hint')?.textContent).toContain('Zum Einlösen anmelden'));
  expect(byTestId(container, 'login-hint')!.querySelector('[data-testid="sign-in"]')!.textContent).toBe('Jetzt anmelden');
  expect(button(container, texts.offer.redeem)).toBeUndefined();
  unmount();
});

describe('a signed-in member whose address lost or garbled the sign-in', () => {
  const cases = [
    ['a garbled hash', 'INVALID_HASH_TOKEN', (token: string) => `collector_token=${token}&hash=${'0'.repeat(64)}&token=sso-t`],
    ['no hash and token', 'MISSING_HASH_TOKEN', (token: string) => `collector_token=${token}`],
  ] as const;
  test.each(cases)('%s: told when the page opens; looking up works, redeeming asks to sign in again, not a technical error', async (_, problem, query) => {
    const { container, api, unmount } = await voucherPage(
      {
        'GET /api/me/sso': { body: { problem } },
        'GET /api/vouchers/lookup': { body: lookup() },
        'POST /api/vouchers/redeem': refusal(401, problem, messages.errors[problem]),
      },
      query,
    );
    await until(() => expect(byTestId(container, 'sign-in-problem')?.textContent).toContain('Deine Anmeldung ist unvollständig.'));
    expect(byTestId(container, 'sign-in-problem')!.querySelector('a')!.textContent).toBe('Jetzt anmelden');
    await check(container, CODE);
    await until(() => expect(button(container, texts.offer.redeem)).toBeDefined());
    await click(button(container, texts.offer.redeem));
    await until(() => expect(byTestId(container, 'login-hint')?.textContent).toContain('Noch einmal anmelden'));
    expect(byTestId(container, 'login-hint')!.textContent).toContain('Deine Anmeldung ist unvollständig.');
    expect(byTestId(container, 'voucher-error')).toBeNull();
    expect(api.of('POST', '/api/vouchers/redeem')).toHaveLength(1);
    unmount();
  });
});

test('without a camera the page says so and keeps the photo upload and the typed code', async () => {
  const had = Object.getOwnPropertyDescriptor(navigator, 'mediaDevices');
  Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
  try {
    const { container, unmount } = await voucherPage({});
    await click(button(container, texts.scan.start));
    expect(byTestId(container, 'camera-unsupported')?.textContent).toBe(
      'Die Kamera lässt sich hier nicht verwenden. Lade stattdessen ein Foto des QR-Codes hoch oder tippe den Code ein.',
    );
    expect(button(container, texts.scan.start)).toBeUndefined();
    expect(container.textContent).toContain(texts.scan.photo);
    expect(byTestId(container, 'voucher-photo')).not.toBeNull();
    expect(field(container, texts.code.label)).not.toBeNull();
    unmount();
  } finally {
    if (had) Object.defineProperty(navigator, 'mediaDevices', had);
    else delete (navigator as { mediaDevices?: unknown }).mediaDevices;
  }
});
