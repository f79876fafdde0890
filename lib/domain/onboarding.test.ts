import messages from '@/messages/de.json';
import { ONBOARDING_SLIDES, slideTextKey } from './onboarding';

describe('the welcome slideshow (docs/product.md §10.10)', () => {
  it('an identified member reads every slide as it is', () => {
    expect(ONBOARDING_SLIDES.map((s) => slideTextKey(s, false))).toEqual(['collect', 'redeem', 'level', 'daily']);
  });

  it('an anonymous reader is told what signing in unlocks, not promised a redemption, a level or a daily win (§2.1)', () => {
    expect(ONBOARDING_SLIDES.map((s) => slideTextKey(s, true))).toEqual(['collect', 'redeemAnonymous', 'levelAnonymous', 'dailyAnonymous']);
  });

  it('every slide has its title and text for both', () => {
    const texts: Record<string, string> = messages.onboarding;
    for (const anonymous of [false, true]) {
      for (const slide of ONBOARDING_SLIDES) {
        const key = slideTextKey(slide, anonymous);
        expect(texts[`${key}Title`]).toBeTruthy();
        expect(texts[`${key}Text`]).toBeTruthy();
      }
    }
  });
});
