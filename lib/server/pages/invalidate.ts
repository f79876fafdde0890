import 'server-only';

// Drops every rendered page of this process (lib/server/pages/page-cache.cjs), so the next request
// renders from the database. Call it after an editor changes what pages show (rewards, badges,
// levels, specials, posts, FAQ); other instances
// catch up within the pages' `revalidate` time (60 s).
const STORE = Symbol.for('raeppli.pageCache');

export function invalidatePages() {
  const store = (globalThis as { [STORE]?: { entries: Map<string, unknown> } })[STORE];
  store?.entries.clear();
}
