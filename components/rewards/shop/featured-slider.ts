import { mountSwiper, type SliderTexts } from '@/components/ui/swiper-options';
import { SLIDE_GAP, SLIDES_PER_VIEW } from './featured-layout';

/** Mounts swiper (autoplay until touched, rewinding) on the server-rendered row inside `el`; returns the unmount. */
export function mountSlider(el: HTMLElement, texts: SliderTexts): () => void {
  const swiper = mountSwiper(el, texts, {
    slidesPerView: SLIDES_PER_VIEW,
    spaceBetween: SLIDE_GAP,
    autoplay: { disableOnInteraction: true },
    rewind: true,
  });
  return () => swiper.destroy(true, true);
}
