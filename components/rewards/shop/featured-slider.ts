import { mountSwiper, type SliderTexts } from '@/components/ui/swiper-options';
import { SLIDE_GAP, SLIDES_PER_VIEW } from './featured-layout';

/**
 * Mounts swiper (rewinding) on the server-rendered row inside `el`; returns the unmount. It turns by
 * itself until the reader takes the row over: a touch, a swipe, a key, or focus moving into it (a
 * keyboard reader's link must not slide away under the focus, WCAG 2.2.2). `engaged` says the reader
 * took it over before it was loaded, so it never turns by itself.
 */
export function mountSlider(el: HTMLElement, texts: SliderTexts, { engaged }: { engaged: boolean }): () => void {
  const swiper = mountSwiper(el, texts, {
    slidesPerView: SLIDES_PER_VIEW,
    spaceBetween: SLIDE_GAP,
    autoplay: engaged ? false : { disableOnInteraction: true },
    rewind: true,
  });
  const takeOver = () => swiper.autoplay?.stop();
  el.addEventListener('focusin', takeOver);
  return () => {
    el.removeEventListener('focusin', takeOver);
    swiper.destroy(true, true);
  };
}
