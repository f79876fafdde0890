/** Whether the reader asked the system for less motion (`prefers-reduced-motion: reduce`). */
export const prefersReducedMotion = (): boolean => window.matchMedia('(prefers-reduced-motion: reduce)').matches;
