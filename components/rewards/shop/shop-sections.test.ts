import type { Reward } from '@/lib/contracts/rewards';
import { shopSections } from './shop-sections';

const categories = { featured_reward: 1, raffle: 2, special: 3, special_post: 4, special_raffle: 5, fund: 6 };
const reward = (id: number, category: number, state: Reward['state']) => ({ id, category, state }) as Reward;

describe('the shop’s sections', () => {
  it('lists a special’s rewards only while they run: its other days and doors are on its page', () => {
    const items = [
      reward(1, 1, 'over'),
      reward(2, 5, 'running'),
      reward(3, 5, 'not_started'),
      reward(4, 5, 'over'),
      reward(5, 3, 'sold_out'),
      reward(6, 2, 'over'),
    ];
    const sections = Object.fromEntries(shopSections(items, categories).map((s) => [s.key, s.items.map((r) => r.id)]));
    expect(sections).toEqual({ rewards: [1], raffles: [6], special: [2, 5] });
  });

  it('drops the specials’ section when none of its rewards runs', () => {
    expect(shopSections([reward(3, 5, 'not_started')], categories)).toEqual([]);
  });
});
