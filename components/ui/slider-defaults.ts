// docs/product.md §14 "slider defaults": every slider in the app uses these.
export const SLIDER_DEFAULTS = {
  /** Transition in ms. */
  speed: 300,
  /** Touch threshold in px before a swipe starts. */
  threshold: 5,
  /** Autoplay delay in ms. */
  autoplayDelay: 3000,
} as const;
