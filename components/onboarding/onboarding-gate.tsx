'use client';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useOverviewMember } from '@/components/overview/use-overview-member';
import { hasSeenOnboarding, optOutOf } from '@/lib/client/me-meta';
import { postSawOnboard } from '@/lib/client/member-actions';

// The slideshow (and swiper with it) is fetched only for a member who has not seen it yet.
const OnboardingDialog = dynamic(() => import('./onboarding-dialog').then((m) => m.OnboardingDialog), { ssr: false });

/** Shows the welcome slideshow until /me carries the `onboarding_welcome` meta key (docs/product.md §10.10). */
export function OnboardingGate() {
  const { member: me, token: collectorToken } = useOverviewMember();
  // Hides the slideshow at once; /me confirms a moment later.
  const [dismissed, setDismissed] = useState(false);
  if (!me || dismissed || hasSeenOnboarding(me) || optOutOf(me)) return null;
  const done = () => {
    setDismissed(true);
    postSawOnboard(collectorToken, { type: 'welcome' }).catch(() => {
      // Reported by the wrapper; the member is not bothered twice this visit.
    });
  };
  return <OnboardingDialog anonymous={me.anonymous} onDone={done} />;
}
