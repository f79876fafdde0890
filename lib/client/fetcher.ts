'use client';
// The one wrapper for product calls (docs/product.md §12.1): paths not starting with http get /api, the query
// always carries collector_token, GETs are retried with backoff on the retry statuses (docs/product.md §13.1),
// failures are reported and rethrown.
import { ApiClientError } from './api-error';
import { takeEarlyResponse } from './early-me';
import { reportError } from './report';
import { backoffDelay, isRetryStatus } from '@/lib/domain/retry';
import { isErrorCode } from '@/lib/contracts/errors';

export type ApiRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
  retries?: number;
};

export function apiUrl(path: string, collectorToken: string, query: ApiRequest['query'] = {}): string {
  const base = /^https?:\/\//.test(path) ? path : `/api${path.startsWith('/') ? '' : '/'}${path}`;
  const url = new URL(base, 'http://relative.invalid');
  url.searchParams.set('collector_token', collectorToken);
  for (const [k, v] of Object.entries(query)) if (v !== undefined) url.searchParams.set(k, String(v));
  return url.origin === 'http://relative.invalid' ? `${url.pathname}${url.search}` : url.toString();
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function apiFetch<T>(path: string, collectorToken: string, req: ApiRequest = {}): Promise<T> {
  const method = req.method ?? 'GET';
  const url = apiUrl(path, collectorToken, req.query);
  const maxRetries = req.retries ?? (method === 'GET' ? 3 : 0);
  const form = typeof FormData !== 'undefined' && req.body instanceof FormData;
  for (let attempt = 0; ; attempt++) {
    let res: Response;
    try {
      const early = attempt === 0 && method === 'GET' ? takeEarlyResponse(url) : null;
      res = await (early ??
        fetch(url, {
          method,
          // Form data (an avatar upload) sets its own multipart type with the boundary.
          headers: { Accept: 'application/json', ...(req.body === undefined || form ? {} : { 'Content-Type': 'application/json' }), ...req.headers },
          body: req.body === undefined ? undefined : form ? (req.body as FormData) : JSON.stringify(req.body),
          credentials: 'same-origin',
        }));
    } catch (cause) {
      if (attempt < maxRetries) {
        await sleep(backoffDelay(attempt));
        continue;
      }
      // The member reads the German text by code (apiErrorText); this note goes to the report.
      const error = new ApiClientError(0, 'NETWORK_ERROR', 'no connection to the server', path);
      reportError(error, { path, method, cause: String(cause) });
      throw error;
    }
    if (res.ok) return (res.status === 204 ? undefined : await res.json()) as T;
    if (attempt < maxRetries && isRetryStatus(res.status)) {
      await sleep(backoffDelay(attempt));
      continue;
    }
    const body = (await res.json().catch(() => null)) as { error?: { code?: unknown; message?: unknown; details?: unknown } } | null;
    const code = isErrorCode(body?.error?.code) ? body.error.code : 'UNKNOWN';
    const message = typeof body?.error?.message === 'string' ? body.error.message : `HTTP ${res.status}`;
    const error = new ApiClientError(res.status, code, message, path, body?.error?.details);
    reportError(error, { path, method, status: res.status, code });
    throw error;
  }
}
