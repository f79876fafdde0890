import 'server-only';
import type { AdventDetail } from '@/lib/contracts/specials';
import type { SpecialKindModule } from '../special-kinds';
import { calendarDetail } from './calendar';

/**
 * The Advent calendar (docs/specials.md): 24 doors, 1–24 December, each a reward or raffle that
 * opens on its day. A door's raffle that is over points to today's door (RAFFLE_OVER_ADVENT,
 * raeppli_advent_door in lib/server/db/functions/50-redeem.sql).
 */
export const advent: SpecialKindModule = {
  async detail(ctx): Promise<AdventDetail> {
    const { days, today } = await calendarDetail(ctx);
    return { doors: days, today };
  },
};
