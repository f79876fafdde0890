import type { Swiper } from 'swiper';
import { mountSwiper, type SliderTexts } from '@/components/ui/swiper-options';

/**
 * Mounts swiper (autoplay to the last slide, keys, announcements) on the slideshow the dialog
 * rendered in swiper's own markup; `onSlide` hears the index of each slide that becomes the active one.
 */
export function mountSlideshow(el: HTMLElement, texts: SliderTexts, onSlide: (index: number) => void): Swiper {
  return mountSwiper(el, texts, { autoplay: { stopOnLastSlide: true }, on: { slideChange: (s) => onSlide(s.activeIndex) } });
}
