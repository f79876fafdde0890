// GET /api/me starts with the page, not after its JavaScript: every signed-in page needs it first
// (the session gate, the balance), and the page's HTML is the same for every reader, so the HTML
// carries a small script that asks for it as soon as it is parsed (docs/architecture.md, "Pages").
// Pages whose main content is the member's own data (an order, the list of my rewards, a popup's
// record) ask for that too, and so do the widgets for their /me. The fetch wrapper then takes each
// answer for its first GET of the same address.

type EarlyWindow = Window & { __raeppliEarly?: Record<string, Promise<Response>> };

/**
 * The pages whose first request is known from their address: [pathname pattern, API address, who].
 * `identified`: asked for only when the address carries an SSO pair (hash and token), as identified
 * members' addresses do — these are identified members' data, and an anonymous reader's page never
 * asks. `any`: asked for every reader with a collector token, as the page's hooks do (the popups'
 * list, the widgets' /me). `$1` is the pattern's first group, `{tab}` the tab of /me/profile/rewards
 * (?tab=raffles, else rewards). The addresses are the ones the page's hooks ask for
 * (lib/client/rewards-api.ts, vouchers-api.ts, notifications-api.ts, use-session.ts).
 */
export const EARLY_PAGES: ReadonlyArray<readonly [string, string, 'identified' | 'any']> = [
  ['^/me/rewards/detail/(?:coupon|custom)/([1-9]\\d{0,9})/?$', '/api/me/orders/$1', 'identified'],
  ['^/me/profile/rewards/?$', '/api/me/rewards?tab={tab}&limit=10', 'identified'],
  ['^/me/voucher/([1-9]\\d{0,9})/?$', '/api/vouchers/$1', 'any'],
  ['^/notification/(?:badge|levelup|profile|birthday|register|specialday|christmas|birthdayweek|detail/[1-9]\\d{0,15})/?$', '/api/notifications', 'any'],
  ['^/widget/(?:main|user|profile|prizewheel|quiz|special|reward/[1-9]\\d{0,9})/?$', '/api/me', 'any'],
];

/**
 * The inline script (no module code: it runs before the bundle). It builds each address the way
 * apiUrl does (the collector token appended with URLSearchParams encoding), asks each address once,
 * and asks for /api/me on every page when `me` is set (the default layout, whose session gate and
 * header need it); a failure is left to the wrapper, which retries and reports as for its own requests.
 */
function earlyScript(me: boolean): string {
  return `(function(){try{var q=new URLSearchParams(location.search),t=q.get('collector_token');if(!t)return;var e={};function g(p){var u=new URL(p,'http://relative.invalid');u.searchParams.set('collector_token',t);var s=u.pathname+u.search;if(e[s])return;var r=fetch(s,{headers:{Accept:'application/json'},credentials:'same-origin'});r.catch(function(){});e[s]=r;}${me ? "g('/api/me');" : ''}var P=${JSON.stringify(EARLY_PAGES)},d=!!(q.get('hash')&&q.get('token'));for(var i=0;i<P.length;i++){var m=location.pathname.match(new RegExp(P[i][0]));if(m&&(d||P[i][2]==='any'))g(P[i][1].replace('$1',m[1]||'').replace('{tab}',q.get('tab')==='raffles'?'raffles':'rewards'));}window.__raeppliEarly=e;}catch(x){}})();`;
}

/** The default layout's script: /api/me on every page, and the page's own first request. */
export const EARLY_ME_SCRIPT = earlyScript(true);

/** The widget and notification layouts' script: only what the page's own hooks ask for (EARLY_PAGES). */
export const EARLY_PAGE_SCRIPT = earlyScript(false);

/** The early answer for this address, once (the next GET of it asks the server again); null otherwise. */
export function takeEarlyResponse(url: string): Promise<Response> | null {
  if (typeof window === 'undefined') return null;
  const early = (window as EarlyWindow).__raeppliEarly;
  const response = early?.[url];
  if (!early || !response) return null;
  delete early[url];
  return response;
}
