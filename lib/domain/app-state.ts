// docs/product.md §7.3 AppState: loading → ready when /me returns the token of the URL; error when it differs
// or the call fails. With an empty token nothing is loaded. While the address is not known yet (the
// server's HTML, the first browser render) the state is loading: the page shows, nothing is decided.
export type AppState = 'loading' | 'ready' | 'error';
export type AppStateInput = {
  /** The collector_token of the address; null while the address is not known yet. */
  urlToken: string | null;
  me?: { collector_token: string } | undefined;
  failed: boolean;
};

export function appStateOf({ urlToken, me, failed }: AppStateInput): AppState | 'idle' {
  if (urlToken === null) return 'loading';
  if (!urlToken) return 'idle';
  if (failed) return 'error';
  if (!me) return 'loading';
  return me.collector_token === urlToken ? 'ready' : 'error';
}

// Pages that are the same for everyone and need no account (docs/architecture.md, "Web view"): a
// raffle's audit, which the console links to without a token, and the terms of participation.
// Without a token they stay as the server rendered them instead of giving way to the error page.
const PUBLIC_PAGES = [/^\/me\/rewards\/detail\/\d+\/audit\/?$/, /^\/me\/rewards\/terms\/?$/];

export function isPublicPage(pathname: string): boolean {
  return PUBLIC_PAGES.some((page) => page.test(pathname));
}
