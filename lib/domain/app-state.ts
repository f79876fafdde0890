// docs/product.md §7.3 AppState: loading → ready when /me returns the token of the URL; error when it differs
// or the call fails. With an empty token nothing is loaded.
export type AppState = 'loading' | 'ready' | 'error';
export type AppStateInput = {
  urlToken: string;
  me?: { collector_token: string } | undefined;
  failed: boolean;
};

export function appStateOf({ urlToken, me, failed }: AppStateInput): AppState | 'idle' {
  if (!urlToken) return 'idle';
  if (failed) return 'error';
  if (!me) return 'loading';
  return me.collector_token === urlToken ? 'ready' : 'error';
}
