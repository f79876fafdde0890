import type { OnboardingSlide } from '@/lib/domain/onboarding';

// The welcome slideshow's pictures, one a slide (the slides and their texts: lib/domain/onboarding.ts).
export const SLIDE_IMAGES: Record<OnboardingSlide, string> = {
  collect: '/raeppli.svg',
  redeem: '/rewards/kaffee.svg',
  level: '/badges/erster-artikel.svg',
  daily: '/badges/wochenserie.svg',
};
