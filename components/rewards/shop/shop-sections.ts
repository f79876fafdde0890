import type { Reward } from '@/lib/contracts/rewards';
import type { PublicConfig } from '@/lib/client/public-config';

export type SectionKey = 'rewards' | 'raffles' | 'fund' | 'special';
export type ShopSection = { key: SectionKey; items: Reward[] };

/** How many running featured rewards the slider shows. */
export const FEATURED_IN_SLIDER = 6;

/**
 * The shop's sections by the category ids of /api/config (docs/product.md §8.3): featured rewards, raffles,
 * donations, and the specials (special, special raffle, special post; only those running now). A reward in an unknown
 * category is listed with the rewards so nothing published goes missing. Empty sections are dropped.
 */
export function shopSections(items: Reward[], c: PublicConfig['categories']): ShopSection[] {
  const byKey: Record<SectionKey, Reward[]> = { rewards: [], raffles: [], fund: [], special: [] };
  for (const r of items) {
    if (r.category === c.raffle) byKey.raffles.push(r);
    else if (r.category === c.fund) byKey.fund.push(r);
    else if (r.category === c.special || r.category === c.special_raffle || r.category === c.special_post) {
      // A special's days and doors live on its page (docs/specials.md): the shop shows only today's.
      if (r.state === 'running' || r.state === 'sold_out') byKey.special.push(r);
    } else byKey.rewards.push(r);
  }
  return (Object.keys(byKey) as SectionKey[]).filter((k) => byKey[k].length > 0).map((key) => ({ key, items: byKey[key] }));
}

/** The slider: running featured rewards, in catalogue order. */
export const featuredItems = (items: Reward[], c: PublicConfig['categories']) =>
  items.filter((r) => r.category === c.featured_reward && r.state === 'running').slice(0, FEATURED_IN_SLIDER);
