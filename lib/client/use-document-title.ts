'use client';
import { useEffect } from 'react';

/**
 * Keeps the document's title at `title` while mounted. Next writes a page's metadata title into the
 * head on its own schedule (after hydration, too), which would undo a title set once; so the head is
 * watched and the title put back. Setting an equal title changes nothing, so it does not loop.
 */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const keep = () => {
      if (document.title !== title) document.title = title;
    };
    keep();
    const watch = new MutationObserver(keep);
    watch.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => watch.disconnect();
  }, [title]);
}
