import Swiper from 'swiper';
import { A11y, Autoplay, Keyboard } from 'swiper/modules';
import '@/components/ui/swiper.css';
import { SLIDER_DEFAULTS } from '@/components/ui/slider-defaults';
import { SLIDE_GAP, SLIDES_PER_VIEW } from './featured-layout';

/** The slider's announcements; slideLabel keeps swiper's placeholders {{index}} and {{slidesLength}}. */
export type SliderTexts = { carousel: string; slide: string; slideLabel: string };

/**
 * Mounts swiper (autoplay, keys, announcements; docs/product.md §14 slider defaults) on the
 * server-rendered row inside `el`, without rendering its slides again; returns the unmount.
 */
export function mountSlider(el: HTMLElement, texts: SliderTexts): () => void {
  const swiper = new Swiper(el, {
    modules: [A11y, Autoplay, Keyboard],
    slidesPerView: SLIDES_PER_VIEW,
    spaceBetween: SLIDE_GAP,
    speed: SLIDER_DEFAULTS.speed,
    threshold: SLIDER_DEFAULTS.threshold,
    autoplay: { delay: SLIDER_DEFAULTS.autoplayDelay, pauseOnMouseEnter: true, disableOnInteraction: true },
    rewind: true,
    keyboard: { enabled: true },
    a11y: {
      containerRoleDescriptionMessage: texts.carousel,
      itemRoleDescriptionMessage: texts.slide,
      slideLabelMessage: texts.slideLabel,
    },
  });
  return () => swiper.destroy(true, true);
}
