import Swiper from 'swiper';
import { A11y, Autoplay, Keyboard } from 'swiper/modules';
import type { AutoplayOptions, SwiperOptions } from 'swiper/types';
import '@/components/ui/swiper.css';
import { prefersReducedMotion } from '@/lib/client/reduced-motion';
import { SLIDER_DEFAULTS } from './slider-defaults';

/** The slider's announcements; slideLabel keeps swiper's placeholders {{index}} and {{slidesLength}}. */
export type SliderTexts = { carousel: string; slide: string; slideLabel: string };

/** `autoplay: false` mounts a slider that turns only when the reader turns it. */
type Options = Omit<SwiperOptions, 'modules' | 'autoplay' | 'a11y' | 'keyboard'> & { autoplay?: Omit<AutoplayOptions, 'delay'> | false };

/**
 * Mounts swiper on markup already rendered in its own classes, without rendering the slides again,
 * with what every slider of the web view shares (docs/product.md §14 slider defaults): speed,
 * swipe threshold, autoplay delay, keys and announcements. No slider turns by itself for a reader
 * who asked for less motion (`prefers-reduced-motion: reduce`); swipes and keys still turn it, at
 * once instead of in a 300 ms slide. Only the lazily loaded slider files import this, so
 * swiper stays out of the pages' first JavaScript.
 */
export function mountSwiper(el: HTMLElement, texts: SliderTexts, { autoplay, ...options }: Options): Swiper {
  const still = prefersReducedMotion();
  return new Swiper(el, {
    modules: [A11y, Autoplay, Keyboard],
    speed: still ? 0 : SLIDER_DEFAULTS.speed,
    threshold: SLIDER_DEFAULTS.threshold,
    autoplay: autoplay === false || still ? false : { delay: SLIDER_DEFAULTS.autoplayDelay, pauseOnMouseEnter: true, ...autoplay },
    keyboard: { enabled: true },
    a11y: {
      containerRoleDescriptionMessage: texts.carousel,
      itemRoleDescriptionMessage: texts.slide,
      slideLabelMessage: texts.slideLabel,
    },
    ...options,
  });
}
