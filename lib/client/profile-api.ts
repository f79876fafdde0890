'use client';
// The profile's calls (docs/sso.md, "Pages"): personal data through the loyalty API, the password
// and the avatar at the SSO service the app config names (sso_endpoint, avatar_api). Every call
// carries the address's SSO pair; all go through the one wrapper (docs/product.md §12.1).
import type { PersonalData } from '@/lib/contracts/sso';
import { serverFromForm, ssoIsOurs, type ProfileForm } from '@/lib/domain/personal-data';
import type { PasswordChange } from '@/lib/domain/password-rules';
import { apiFetch } from './fetcher';
import { revalidateMe } from './revalidate';
import type { SsoPair } from './rewards-api';
import { useApi } from './use-api';

const pairQuery = (pair: SsoPair) => ({ ...(pair.hash ? { hash: pair.hash } : {}), ...(pair.token ? { token: pair.token } : {}) });
/** A member path with the SSO pair in its query (the SWR key names the pair too). */
export const withPair = (path: string, pair: SsoPair) => {
  const q = new URLSearchParams(pairQuery(pair)).toString();
  return q ? `${path}${path.includes('?') ? '&' : '?'}${q}` : path;
};

/** An SSO address as an absolute URL, so the wrapper does not put /api in front. */
const ssoUrl = (base: string, path = '') => new URL(path, new URL(base, window.location.origin)).toString();

export const usePersonalData = (collectorToken: string, pair: SsoPair, enabled: boolean) =>
  useApi<{ data: PersonalData }>(enabled ? withPair('/me/personalData', pair) : null, collectorToken);

/**
 * POST /me/personalData (server names); `changed: false` when nothing differed. With a single sign-on
 * of the site's own (SSO_ENDPOINT elsewhere), the user there is updated too (docs/product.md §12.2);
 * ours shares the row with the loyalty API, so one write is all.
 */
export async function savePersonalData(collectorToken: string, pair: SsoPair, form: ProfileForm, ssoEndpoint: string) {
  const saved = await apiFetch<{ changed: boolean; data: PersonalData }>('/me/personalData', collectorToken, {
    method: 'POST',
    body: { data: serverFromForm(form) },
    query: pairQuery(pair),
  });
  if (saved.changed && !ssoIsOurs(ssoEndpoint, window.location.origin)) {
    // update/user takes the web view's names (docs/product.md §12.2); gender is not among them.
    const { username, firstname, lastname, email, phone, street, street_no, city, zip_code, country } = form;
    const birthday = serverFromForm({ birthday: form.birthday }).birthday;
    await apiFetch(ssoUrl(ssoEndpoint, 'update/user'), collectorToken, {
      method: 'POST',
      body: {
        h: pair.hash ?? '',
        t: pair.token ?? '',
        login: username || undefined,
        firstname,
        lastname,
        email,
        birthday,
        phone,
        street,
        street_no,
        city,
        zip_code,
        country,
      },
    });
  }
  // The username shows in /me (and so in the header's link and the friends' pages).
  await revalidateMe(collectorToken);
  return saved;
}

/** POST {sso_endpoint}password → 204. */
export function changePassword(collectorToken: string, pair: SsoPair, change: PasswordChange, ssoEndpoint: string) {
  return apiFetch<void>(ssoUrl(ssoEndpoint, 'password'), collectorToken, {
    method: 'POST',
    body: { h: pair.hash ?? '', t: pair.token ?? '', ...change },
  });
}

/** POST {avatar_api} multipart (file, hash, token) → the new avatar's address; /me shows it. */
export async function uploadAvatar(collectorToken: string, pair: SsoPair, file: File, avatarApi: string) {
  const form = new FormData();
  form.set('file', file);
  form.set('hash', pair.hash ?? '');
  form.set('token', pair.token ?? '');
  const result = await apiFetch<{ avatar_url: string }>(ssoUrl(avatarApi), collectorToken, { method: 'POST', body: form });
  await revalidateMe(collectorToken);
  return result;
}

/** DELETE {avatar_api}?hash=&token= → 204. */
export async function deleteAvatar(collectorToken: string, pair: SsoPair, avatarApi: string) {
  await apiFetch<void>(ssoUrl(avatarApi), collectorToken, { method: 'DELETE', query: pairQuery(pair) });
  await revalidateMe(collectorToken);
}
