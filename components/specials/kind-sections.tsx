'use client';
import type { ComponentType } from 'react';
import type { SpecialDetail, SpecialKind } from '@/lib/contracts/specials';
import { AdventSpecial } from './advent-special';
import { HalloweenSpecial } from './halloween-special';

/** What each kind's section gets: the special as the server rendered it (no member yet). */
export type SpecialSectionProps = { special: SpecialDetail };

/**
 * The page's section of each kind (docs/specials.md, "Where each lives"). A kind without one
 * (`page`) shows the common part only.
 */
const SECTIONS: Partial<Record<SpecialKind, ComponentType<SpecialSectionProps>>> = {
  halloween: HalloweenSpecial,
  advent: AdventSpecial,
};

export function SpecialKindSection({ special }: SpecialSectionProps) {
  const Section = SECTIONS[special.kind];
  return Section ? <Section special={special} /> : null;
}
