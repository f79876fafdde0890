import Swiper from 'swiper';
import { A11y, Autoplay, Keyboard } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper/types';
import '@/components/ui/swiper.css';
import { SLIDER_DEFAULTS } from '@/components/ui/slider-defaults';
import type { SliderTexts } from '@/components/rewards/shop/featured-slider';

/**
 * Mounts swiper (autoplay, keys, announcements; docs/product.md §14 slider defaults) on the
 * slideshow the dialog rendered in swiper's own markup, without rendering its slides again;
 * `onSlide` hears the index of each slide that becomes the active one.
 */
export function mountSlideshow(el: HTMLElement, texts: SliderTexts, onSlide: (index: number) => void): SwiperInstance {
  return new Swiper(el, {
    modules: [A11y, Autoplay, Keyboard],
    speed: SLIDER_DEFAULTS.speed,
    threshold: SLIDER_DEFAULTS.threshold,
    autoplay: { delay: SLIDER_DEFAULTS.autoplayDelay, stopOnLastSlide: true, pauseOnMouseEnter: true },
    keyboard: { enabled: true },
    a11y: {
      containerRoleDescriptionMessage: texts.carousel,
      itemRoleDescriptionMessage: texts.slide,
      slideLabelMessage: texts.slideLabel,
    },
    on: { slideChange: (s) => onSlide(s.activeIndex) },
  });
}
