// One place for the slider's geometry: swiper and its placeholder row (shop.module.css) must agree.
export const SLIDES_PER_VIEW = 1.15;
export const SLIDE_GAP = 12;
