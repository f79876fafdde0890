'use client';
import { useEffect, useRef, type ReactNode } from 'react';
import { SLIDER_DEFAULTS } from '@/components/ui/slider-defaults';
import type { SliderTexts } from '@/components/ui/swiper-options';
import styles from './shop.module.css';

const ENGAGE = ['pointerdown', 'touchstart', 'focusin', 'wheel'] as const;

/**
 * The top rewards. The HTML has them (children: the server-rendered row) as a row that already
 * scrolls and snaps by touch; swiper (autoplay, keys, announcements) is fetched when the reader
 * touches the row, or when the row has been in view for one autoplay delay, the moment its first
 * slide would move anyway, and mounts on the same nodes. Until then it costs the first paint and
 * the main thread nothing. A row the reader touched, scrolled or focused first never turns by itself.
 */
export function FeaturedCarousel({ count, texts, children }: { count: number; texts: SliderTexts; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el || count < 2) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let unmount: (() => void) | undefined;
    let gone = false;
    const load = (engaged: boolean) => {
      stopWatching();
      void import('./featured-slider').then((m) => {
        if (!gone) unmount = m.mountSlider(el, texts, { engaged });
      });
    };
    const engage = () => load(true);
    const seen = new IntersectionObserver(([entry]) => {
      clearTimeout(timer);
      if (entry?.isIntersecting) timer = setTimeout(() => load(false), SLIDER_DEFAULTS.autoplayDelay);
    });
    function stopWatching() {
      seen.disconnect();
      clearTimeout(timer);
      for (const type of ENGAGE) el?.removeEventListener(type, engage);
    }
    seen.observe(el);
    for (const type of ENGAGE) el.addEventListener(type, engage, { passive: true, once: true });
    return () => {
      gone = true;
      stopWatching();
      unmount?.();
    };
  }, [count, texts]);
  return (
    <div ref={box} className={`swiper ${styles.slider}`}>
      {children}
    </div>
  );
}
