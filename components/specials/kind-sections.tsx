'use client';
import type { ComponentType } from 'react';
import type { SpecialDetail, SpecialKind } from '@/lib/contracts/specials';
import { useSpecialDetail } from '@/lib/client/specials-api';
import { useMemberSession } from '@/lib/client/use-session';
import { AdventSpecial } from './advent-special';
import { BlackWeekSpecial } from './black-week-special';
import { HalloweenSpecial } from './halloween-special';
import { ResolutionsSpecial } from './resolutions-special';

/** What each kind's section gets: the special as the server rendered it (no member yet). */
export type SpecialSectionProps = { special: SpecialDetail };

function BlackWeekSection({ special }: SpecialSectionProps) {
  const live = useSpecialDetail(special);
  return <BlackWeekSpecial special={live.special} detail={live.special.detail} />;
}

function ResolutionsSection({ special }: SpecialSectionProps) {
  const { session } = useMemberSession();
  const live = useSpecialDetail(special);
  // Without a collector token no member's answer comes: the server's is final.
  return <ResolutionsSpecial special={live.special} detail={live.special.detail} own={live.own || !session.collectorToken} />;
}

/**
 * The page's section of each kind (docs/specials.md, "Where each lives"). A kind without one
 * (`page`) shows the common part only.
 */
const SECTIONS: Partial<Record<SpecialKind, ComponentType<SpecialSectionProps>>> = {
  halloween: HalloweenSpecial,
  advent: AdventSpecial,
  black_week: BlackWeekSection,
  resolutions: ResolutionsSection,
};

export function SpecialKindSection({ special }: SpecialSectionProps) {
  const Section = SECTIONS[special.kind];
  return Section ? <Section special={special} /> : null;
}
