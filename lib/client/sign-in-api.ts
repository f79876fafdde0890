'use client';
// The sign-in page's one call (docs/sso.md, "Signing in"): POST /sso/login on our own origin, with no
// collector token (the reader has none here). Errors are ApiClientError with the server's German text.
import { ApiClientError } from './api-error';
import { isErrorCode } from '@/lib/contracts/errors';
import type { SsoLogin } from '@/lib/contracts/sso';

export async function signIn(body: SsoLogin): Promise<{ redirect: string }> {
  let res: Response;
  try {
    res = await fetch('/sso/login', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiClientError(0, 'NETWORK_ERROR', 'no connection to the server', '/sso/login');
  }
  const answer = (await res.json().catch(() => null)) as { redirect?: string; error?: { code?: unknown; message?: unknown; details?: unknown } } | null;
  if (res.ok && typeof answer?.redirect === 'string') return { redirect: answer.redirect };
  const code = isErrorCode(answer?.error?.code) ? answer.error.code : 'UNKNOWN';
  throw new ApiClientError(
    res.status,
    code,
    typeof answer?.error?.message === 'string' ? answer.error.message : `HTTP ${res.status}`,
    '/sso/login',
    answer?.error?.details,
  );
}
