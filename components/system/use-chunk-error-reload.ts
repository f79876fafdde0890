'use client';
import { useEffect } from 'react';

const KEY = 'raeppli:chunk-reload';
const isChunkError = (e: unknown) =>
  e instanceof Error && (e.name === 'ChunkLoadError' || /Loading chunk|dynamically imported module|Importing a module script failed/i.test(e.message));

/** docs/product.md §5.6: a failed page-chunk load causes a page reload (once per 10 s, so it cannot loop). */
export function useChunkErrorReload() {
  useEffect(() => {
    const reload = (error: unknown) => {
      if (!isChunkError(error)) return;
      const last = Number(sessionStorage.getItem(KEY) ?? 0);
      if (Date.now() - last < 10_000) return;
      sessionStorage.setItem(KEY, String(Date.now()));
      window.location.reload();
    };
    const onError = (e: ErrorEvent) => reload(e.error);
    const onRejection = (e: PromiseRejectionEvent) => reload(e.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
}
