/** @jest-environment jsdom */
import messages from '@/messages/de.json';
import { byTestId, button, click, freshToken, me, mountPage, openAt, refusal, stubApi, until } from '@/test/helpers/member-page';
import { OptOutSection } from './opt-out-section';
import { OptedOutBanner } from './opted-out-banner';

// The opted-out banner's way back (docs/product.md §10.10): «Wieder mitmachen» sends POST /me/optIn
// with the address's SSO pair and loads the member again, so the banner goes and the opt-out link
// returns; a broken sign-in gets the way to sign in, and an anonymous reader is asked to sign in.
// That the server ends the opt-out is test/api/opt-in.test.ts's.
jest.mock('next-intl', () => jest.requireActual('@/test/helpers/intl'));
jest.mock('next/navigation', () => jest.requireActual('@/test/helpers/next-stubs').navigation);
jest.mock('next/link', () => jest.requireActual('@/test/helpers/next-stubs').link);
jest.mock('@/lib/client/address-query', () => jest.requireActual('@/test/helpers/next-stubs').addressQuery);

const t = messages.optOut;
const optedOut = [{ key: 'opted_out', value: '2026-11-02T09:00:00.000Z' }];

function overview(token: string) {
  openAt(`/me/overview?collector_token=${token}&hash=h4sh&token=sso-t0ken`);
  return mountPage(
    <>
      <OptedOutBanner />
      <OptOutSection />
    </>,
  );
}

test('«Wieder mitmachen» sends the SSO pair, then the member is loaded again: the banner goes, the opt-out link is back', async () => {
  const token = freshToken();
  let out = true;
  const api = stubApi({
    'GET /api/me': () => ({ body: me(token, { meta: out ? optedOut : [] }) }),
    'POST /api/me/optIn': () => {
      out = false;
      return { body: { opted_out_at: null, was_opted_out_at: optedOut[0]!.value } };
    },
  });
  const { container, unmount } = await overview(token);
  await until(() => expect(byTestId(container, 'opted-out-banner')).not.toBeNull());
  expect(container.textContent).toContain(t.comeBack);
  expect(button(container, t.link)).toBeUndefined();

  await click(button(container, t.optIn));
  const [call] = api.of('POST', '/api/me/optIn');
  expect([call!.query.get('collector_token'), call!.query.get('hash'), call!.query.get('token')]).toEqual([token, 'h4sh', 'sso-t0ken']);
  await until(() => expect(byTestId(container, 'opted-out-banner')).toBeNull());
  expect(button(container, t.link)).toBeDefined();
  expect(api.of('POST', '/api/me/optIn')).toHaveLength(1);
  unmount();
});

test('a sign-in the server does not take: its text, and the way to sign in instead of the button', async () => {
  const token = freshToken();
  stubApi({
    'GET /api/me': { body: me(token, { meta: optedOut }) },
    'POST /api/me/optIn': refusal(401, 'INVALID_HASH_TOKEN', messages.errors.INVALID_HASH_TOKEN),
  });
  const { container, unmount } = await overview(token);
  await until(() => expect(button(container, t.optIn)).toBeDefined());
  await click(button(container, t.optIn));
  await until(() => expect(container.querySelector('[role="alert"]')?.textContent).toBe(messages.errors.INVALID_HASH_TOKEN));
  expect(button(container, t.optIn)).toBeUndefined();
  expect(container.textContent).toContain(messages.app.signIn);
  expect(byTestId(container, 'opted-out-banner')).not.toBeNull();
  unmount();
});

test('an anonymous reader who once left is asked to sign in to come back, not offered a call that would fail', async () => {
  const token = freshToken();
  const api = stubApi({ 'GET /api/me': { body: me(token, { anonymous: true, username: null, meta: optedOut }) } });
  const { container, unmount } = await overview(token);
  await until(() => expect(byTestId(container, 'opted-out-banner')).not.toBeNull());
  expect(container.textContent).toContain(t.comeBackSignIn);
  expect(button(container, t.optIn)).toBeUndefined();
  expect(api.of('POST', '/api/me/optIn')).toHaveLength(0);
  unmount();
});
