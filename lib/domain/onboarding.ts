// The welcome slideshow (docs/product.md §10.10): what Räppli is, in four slides. An anonymous reader
// reads what they get (Räppli, badges) and what signing in unlocks, never promised it (§2.1).

export const ONBOARDING_SLIDES = ['collect', 'redeem', 'level', 'daily'] as const;
export type OnboardingSlide = (typeof ONBOARDING_SLIDES)[number];

/** What only a signed-in member has: redeeming, levels, the daily reward. */
const SIGNED_IN_ONLY = ['redeem', 'level', 'daily'] as const;
type SignedInOnly = (typeof SIGNED_IN_ONLY)[number];

/** A slide's key in messages/de.json `onboarding` (`{key}Title`, `{key}Text`): for an anonymous reader, the sign-in variant. */
export function slideTextKey(slide: OnboardingSlide, anonymous: boolean): OnboardingSlide | `${SignedInOnly}Anonymous` {
  const signedInOnly = (SIGNED_IN_ONLY as readonly string[]).includes(slide);
  return anonymous && signedInOnly ? `${slide as SignedInOnly}Anonymous` : slide;
}
