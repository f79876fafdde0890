// Next's cache for rendered pages (next.config.ts `cacheHandler`), kept in this process's memory.
// Why our own (docs/architecture.md, "Pages"): the pages the build renders have no catalogue (the
// build has no database), so none of them is served; a page is rendered on its first request and
// kept for its revalidation time. Editors' changes drop every page at once (invalidatePages in
// lib/server/pages/invalidate.ts), which reaches this store through globalThis.
const MAX_ENTRIES = 2000;
const STORE = Symbol.for('raeppli.pageCache');

/** @type {{ entries: Map<string, { value: unknown, lastModified: number, tags: string[] }> }} */
const store = (globalThis[STORE] ??= { entries: new Map() });

/**
 * Previews (docs/console.md, Previews) are rendered per request (force-dynamic) and hold an editor's
 * signed, expiring link: never kept, whatever Next asks. A page's key ends in `$<path>`
 * (`/route-cache/APP_PAGE/<route hash>/$/preview/rewards/detail`); its tags name the path too.
 */
const isPreview = (key, tags) => /\$\/preview(\/|$)/.test(key) || tags.some((t) => /^_N_T_\/preview(\/|$)/.test(t));

module.exports = class PageCache {
  async get(key) {
    return store.entries.get(key) ?? null;
  }

  async set(key, data, ctx) {
    store.entries.delete(key);
    if (data === null || isPreview(key, (ctx && ctx.tags) || [])) return;
    store.entries.set(key, { value: data, lastModified: Date.now(), tags: (ctx && ctx.tags) || [] });
    // Oldest first out: the catalogue has a page per reward, so the store is bounded by that.
    while (store.entries.size > MAX_ENTRIES) store.entries.delete(store.entries.keys().next().value);
  }

  async revalidateTag(tags) {
    const dropped = new Set([].concat(tags));
    for (const [key, entry] of store.entries) if (entry.tags.some((t) => dropped.has(t))) store.entries.delete(key);
  }

  resetRequestCache() {}
};
