import type { RedeemCheck, RewardDetail } from '@/lib/contracts/rewards';
import { openCheck, rewardDetail } from '@/test/helpers/reward-detail';
import { maxUnits, noUnits } from './limits';

// A raffle and a fund as the detail page's redeem check answers them (lib/server/db/functions/50-redeem.sql).
const raffle = (redeem: Partial<RedeemCheck> = {}, more: Partial<RewardDetail> = {}): RewardDetail => ({
  ...rewardDetail,
  type: 'raffle',
  stock: null,
  stock_left: null,
  ...more,
  redeem: { ...openCheck, unit_cost: 20, max_units: 12, ...redeem },
});
const fund = (redeem: Partial<RedeemCheck> = {}): RewardDetail => raffle({ unit_cost: 1, max_units: 200, ...redeem }, { type: 'fund' });

describe('maxUnits', () => {
  it('is the server’s max_units, the per-request cap without a member, never below 0', () => {
    expect(maxUnits(raffle())).toBe(12);
    expect(maxUnits(raffle({ max_units: null }))).toBe(100_000);
    expect(maxUnits(raffle({ max_units: -3 }))).toBe(0);
  });
});

describe('noUnits', () => {
  it('is null while at least one ticket or Räppli can be reserved', () => {
    expect(noUnits(raffle())).toBeNull();
    expect(noUnits(fund())).toBeNull();
    expect(noUnits(raffle({ max_units: null }))).toBeNull();
  });

  it('a maximum of 0 with nothing else in the way: the member’s Räppli do not cover one ticket or one donated Räppli', () => {
    expect(noUnits(raffle({ max_units: 0 }))).toEqual({ kind: 'balance' });
    expect(noUnits(fund({ max_units: 0 }))).toEqual({ kind: 'balance' });
  });

  it('a maximum of 0 from the participation limit or the stock says that, not the balance', () => {
    const limit = { my: { ...rewardDetail.my!, units: 50, participation_left: 0 } };
    expect(noUnits(raffle({ max_units: 0 }, limit))).toEqual({ kind: 'participation' });
    expect(noUnits(raffle({ max_units: 0 }, { stock: 5, stock_left: 0 }))).toEqual({ kind: 'sold_out' });
    // A fund's maximum is its balance alone: stock does not speak for it.
    expect(noUnits({ ...fund({ max_units: 0 }), stock: 5, stock_left: 0 })).toEqual({ kind: 'balance' });
  });

  it('the server’s blocker comes first, in reserve’s words, whatever the maximum', () => {
    const broke = { blocker: 'INSUFFICIENT_FUNDS_TICKETS', message: 'Dir fehlen noch 5 Räppli für ein Los.', max_units: 0 } as const;
    expect(noUnits(raffle(broke))).toEqual({ kind: 'refused', code: 'INSUFFICIENT_FUNDS_TICKETS', message: 'Dir fehlen noch 5 Räppli für ein Los.' });
    const over = { blocker: 'RAFFLE_OVER', message: 'Diese Verlosung ist leider vorbei.', max_units: 12 } as const;
    expect(noUnits(raffle(over))).toEqual({ kind: 'refused', code: 'RAFFLE_OVER', message: 'Diese Verlosung ist leider vorbei.' });
  });

  it('a participation limit reached is said as the detail page says it', () => {
    const details = { by: 'participation', redeemable: 0, limit: null, period: null, participation_limit: 50 };
    expect(
      noUnits(raffle({ blocker: 'ALREADY_ORDERED', message: 'Du hast diese Prämie bereits eingelöst. Einlösbar: insgesamt 50-mal.', details, max_units: 0 })),
    ).toEqual({ kind: 'participation' });
  });
});
