// GET /api/me starts with the page, not after its JavaScript: every signed-in page needs it first
// (the session gate, the balance), and the page's HTML is the same for every reader, so the HTML
// carries a small script that asks for it as soon as it is parsed (docs/architecture.md, "Pages").
// The fetch wrapper then takes that answer for its first GET of the same address.

type EarlyRequest = { url: string; response: Promise<Response> };
type EarlyWindow = Window & { __raeppliEarly?: EarlyRequest };

/**
 * The inline script (no module code: it runs before the bundle). It builds the address the way
 * apiUrl does (`/api/me?collector_token=…`, URLSearchParams encoding); a failure is left to the
 * wrapper, which retries and reports as for its own requests.
 */
export const EARLY_ME_SCRIPT = `(function(){try{var t=new URLSearchParams(location.search).get('collector_token');if(!t)return;var q=new URLSearchParams();q.set('collector_token',t);var u='/api/me?'+q.toString();var r=fetch(u,{headers:{Accept:'application/json'},credentials:'same-origin'});r.catch(function(){});window.__raeppliEarly={url:u,response:r};}catch(e){}})();`;

/** The early answer for this address, once (the next GET of it asks the server again); null otherwise. */
export function takeEarlyResponse(url: string): Promise<Response> | null {
  if (typeof window === 'undefined') return null;
  const w = window as EarlyWindow;
  const early = w.__raeppliEarly;
  if (!early || early.url !== url) return null;
  delete w.__raeppliEarly;
  return early.response;
}
