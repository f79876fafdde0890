'use client';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { Reward } from '@/lib/contracts/rewards';
import { SLIDER_DEFAULTS } from '@/components/ui/slider-defaults';
import { FeaturedRow } from './featured-row';

type Slider = ComponentType<{ items: Reward[] }>;
const ENGAGE = ['pointerdown', 'touchstart', 'focusin', 'wheel'] as const;

/**
 * The top rewards. The HTML has them as a row that already scrolls and snaps by touch; swiper
 * (autoplay, keys, announcements) is fetched when the reader touches the row, or when the row has
 * been in view for one autoplay delay, the moment its first slide would move anyway. Until then it
 * costs the first paint and the main thread nothing.
 */
export function FeaturedCarousel({ items }: { items: Reward[] }) {
  const row = useRef<HTMLDivElement>(null);
  const [Slider, setSlider] = useState<Slider | null>(null);
  useEffect(() => {
    const el = row.current;
    if (!el || items.length < 2) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () => {
      cleanup();
      void import('./featured-slider').then((m) => setSlider(() => m.default));
    };
    const seen = new IntersectionObserver(([entry]) => {
      clearTimeout(timer);
      if (entry?.isIntersecting) timer = setTimeout(load, SLIDER_DEFAULTS.autoplayDelay);
    });
    function cleanup() {
      seen.disconnect();
      clearTimeout(timer);
      for (const type of ENGAGE) el?.removeEventListener(type, load);
    }
    seen.observe(el);
    for (const type of ENGAGE) el.addEventListener(type, load, { passive: true, once: true });
    return cleanup;
  }, [items.length]);
  if (Slider) return <Slider items={items} />;
  return (
    <div ref={row}>
      <FeaturedRow items={items} />
    </div>
  );
}
