import 'server-only';
import type { HalloweenDetail } from '@/lib/contracts/specials';
import type { SpecialKindModule } from '../special-kinds';
import { calendarDetail } from './calendar';

/** Halloween (docs/specials.md): 13 days, 19.10.–31.10., each one raffle that runs that day only. */
export const halloween: SpecialKindModule = {
  async detail(ctx): Promise<HalloweenDetail> {
    const { days, today } = await calendarDetail(ctx);
    return { days, today };
  },
};
