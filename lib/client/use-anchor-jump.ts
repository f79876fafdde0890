'use client';
import { useEffect, useRef } from 'react';

/** What a reader does to move the page: once seen, the page stays where the reader put it. */
const READER_MOVES = ['wheel', 'touchmove', 'keydown', 'mousedown'] as const;

/**
 * For a section whose height is the member's own (the statement): the browser jumps to the address's
 * anchor while the section and the leaves above it still show skeletons, so the reader lands short of
 * it. Once `loaded` turns true, jump to the anchor again — once, at once (no smooth scroll), and only
 * if the reader has not moved the page meanwhile.
 */
export function useAnchorJump(id: string, loaded: boolean) {
  const done = useRef(false);

  useEffect(() => {
    if (done.current || window.location.hash !== `#${id}`) return;
    const moved = () => {
      done.current = true;
      stop();
    };
    const stop = () => READER_MOVES.forEach((type) => window.removeEventListener(type, moved, true));
    READER_MOVES.forEach((type) => window.addEventListener(type, moved, { capture: true, passive: true }));
    return stop;
  }, [id]);

  useEffect(() => {
    if (!loaded || done.current || window.location.hash !== `#${id}`) return;
    // In the next frame: a jump in the same task as the new lines lands short of the anchor in
    // Chromium while its own (smooth) jump to the anchor is still under way.
    const frame = requestAnimationFrame(() => {
      if (done.current) return;
      done.current = true;
      document.getElementById(id)?.scrollIntoView({ block: 'start', behavior: 'instant' });
    });
    return () => cancelAnimationFrame(frame);
  }, [id, loaded]);
}
