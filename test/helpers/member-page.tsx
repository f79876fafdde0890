// A member page's client part mounted in jsdom as the browser runs it: the real components, hooks,
// SWR and fetch wrapper, with the API answered by a stub instead of the server (`stubApi`). For the
// texts a page shows for an answer or an input; the server's own answers are the API suites'
// (test/api), the journey through both the e2e specs'. The test file mocks next-intl with the German
// texts (test/helpers/intl.tsx), and next/navigation, next/link and the address query
// (test/helpers/next-stubs.tsx).
import { act, type ReactNode } from 'react';
import { PublicConfigContext, type PublicConfig } from '@/lib/client/public-config';
import type { Me } from '@/lib/contracts/me';
import { render } from './render';

/** The settings the e2e server's pages get (e2e/serve.mjs), as far as member pages read them. */
export const PUBLIC_CONFIG: PublicConfig = {
  environment: 'production',
  project: 'raeppli',
  site_url: 'http://localhost',
  frontend_url: 'http://localhost',
  login_url: 'https://login.raeppli.test/anmelden',
  subscribe_url: 'https://abo.raeppli.test/abo',
  terms_url: null,
  sso_endpoint: '/sso/',
  avatar_api: '/sso/avatar',
  uri_scheme: 'raeppli',
  timezone: 'Europe/Vienna',
  reset_to_home_signal: 'raeppli:reset-home',
  allowed_message_origins: [],
  build_check_interval_ms: 0,
  vitals_sample_rate: 0,
  bugsnag_api_key: null,
  sentry_dsn: null,
  categories: { featured_reward: 1, raffle: 2, special: 3, special_post: 4, special_raffle: 5, fund: 6 },
  build_id: 'test',
} as PublicConfig;

export type Call = { method: string; path: string; query: URLSearchParams; body: unknown };
/** A staged answer: a status and JSON body, or no connection at all. */
export type Answer = { status?: number; body?: unknown } | 'offline';
export type Routes = Record<string, Answer | ((call: Call) => Answer)>;

/** An API error body as the server sends it (lib/server/http/wrapper.ts). */
export const refusal = (status: number, code: string, message: string, details?: unknown): Answer => ({
  status,
  body: { error: { code, message, ...(details === undefined ? {} : { details }) } },
});

/**
 * Answers the page's requests by `routes`, keyed "METHOD /path" (the path without its query), and
 * records every call. A request no route names fails the test's expectations with a 501.
 */
export function stubApi(routes: Routes) {
  const calls: Call[] = [];
  const fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), window.location.origin);
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const call = { method, path: url.pathname, query: url.searchParams, body };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`];
    const answer = typeof route === 'function' ? route(call) : (route ?? refusal(501, 'UNKNOWN', `not staged: ${method} ${url.pathname}`));
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    const status = answer.status ?? 200;
    return { ok: status >= 200 && status < 300, status, json: async () => answer.body } as Response;
  });
  window.fetch = fetch as typeof window.fetch;
  const of = (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);
  return { calls, of };
}

let seq = 0;
/** A fresh collector token per test: SWR's cache is shared, so no test sees another's answers. */
export const freshToken = () => `jsdom${Date.now().toString(36)}${(++seq).toString().padStart(4, '0')}`.padEnd(32, 'x');

/** Opens the page at `path` (with the query the host puts there): the address the hooks read. */
export function openAt(path: string) {
  window.history.replaceState(null, '', path);
}

/** GET /api/me as the server answers it for an identified member; `anonymous` for one without an account. */
export function me(token: string, more: Partial<Me> = {}): Me {
  return {
    collector_token: token,
    lang: 'de',
    points_available: 120,
    anonymous: false,
    username: 'erika',
    avatar_url: null,
    level: null,
    next_level: null,
    badges: [],
    meta: [],
    currency: { basename: 'Räppli', media: [] },
    customer: { uri_scheme: 'raeppli' },
    points_retirement: null,
    daily_reward: null,
    ...more,
  };
}

/** Mounts `node` under the root layout's public settings. */
export function mountPage(node: ReactNode, config: PublicConfig = PUBLIC_CONFIG) {
  return render(<PublicConfigContext.Provider value={config}>{node}</PublicConfigContext.Provider>);
}

/** Lets fetches, SWR and React run until `check` holds (it throws until then), at most `timeout` ms. */
export async function until(check: () => void, timeout = 3000) {
  const end = Date.now() + timeout;
  for (;;) {
    try {
      check();
      return;
    } catch (e) {
      if (Date.now() > end) throw e;
    }
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
  }
}

/** Lets `ms` pass with React awake (a debounce, a timer of the page). */
export const wait = (ms: number) => act(async () => new Promise((resolve) => setTimeout(resolve, ms)));

/** Types `text` into a field as a member does: React (and a mask on the field) hear the input event. */
export async function type(input: HTMLInputElement | HTMLTextAreaElement, text: string) {
  const proto = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Clicks, as a tap does, and lets React and the answers it asks for run. */
export async function click(element: Element | null | undefined) {
  if (!element) throw new Error('nothing to click');
  await act(async () => (element as HTMLElement).click());
}

/** Submits the form (Enter or its submit button). */
export async function submit(form: HTMLFormElement | null | undefined) {
  if (!form) throw new Error('no form');
  await act(async () => form.requestSubmit());
}

/** The element with this data-testid, or null. */
export const byTestId = <T extends Element = HTMLElement>(container: ParentNode, id: string) => container.querySelector<T>(`[data-testid="${id}"]`);

/** The button whose text is `name` (trimmed), or undefined. */
export const button = (container: ParentNode, name: string) => [...container.querySelectorAll('button')].find((b) => (b.textContent ?? '').trim() === name);

/** The form control a <label> with this text names (its `for`, or the control inside it); the required mark and hints do not count. */
export function field<T extends HTMLElement = HTMLInputElement>(container: ParentNode, label: string): T {
  for (const l of container.querySelectorAll('label')) {
    const copy = l.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('input, select, textarea, [class*="hint"], [aria-hidden="true"]').forEach((n) => n.remove());
    if ((copy.textContent ?? '').replace(/\s+/g, ' ').trim() !== label) continue;
    const control = l.htmlFor ? document.getElementById(l.htmlFor) : l.querySelector('input, select, textarea');
    if (control) return control as T;
  }
  throw new Error(`no field labelled «${label}»`);
}
