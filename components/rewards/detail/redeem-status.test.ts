import type { RewardDetail } from '@/lib/contracts/rewards';
import { redeemStatus } from './redeem-status';

const base: RewardDetail = {
  id: 1, title: 'Kino', description: '', image_url: null, type: 'buy', delivery: 'digital', category: 1, cost: 300, free: false,
  stock: 10, stock_left: 10, state: 'running', exclusive: false, suspended: false, starts_at: null, ends_at: null, sponsor: null,
  limit: null, participation_limit: null, details: '', valid_days: 30, special_slug: null, today_door: null, raffle: null, fund: null,
  my: { subscriber: false, units: 0, donated: 0, redeemable: null, participation_left: null },
};
const member = { identified: true, subscriber: false, balance: 1000 };

describe('redeemStatus', () => {
  it('offers the button to an identified member with enough Räppli', () => {
    expect(redeemStatus(base, member)).toEqual({ kind: 'ready' });
  });
  it('names the reward state before asking anyone to log in', () => {
    expect(redeemStatus({ ...base, state: 'sold_out' }, { ...member, identified: false })).toEqual({ kind: 'error', code: 'SOLD_OUT' });
    expect(redeemStatus({ ...base, type: 'raffle', state: 'over', special_slug: 'adventskalender' }, member)).toEqual({ kind: 'advent_over' });
    expect(redeemStatus({ ...base, type: 'fund', state: 'over' }, member)).toEqual({ kind: 'error', code: 'CANNOT_BE_FUNDED' });
  });
  it('prompts anonymous members to log in and locks subscriber items', () => {
    expect(redeemStatus(base, { ...member, identified: false })).toEqual({ kind: 'login' });
    expect(redeemStatus({ ...base, exclusive: true }, member)).toEqual({ kind: 'locked' });
    expect(redeemStatus({ ...base, exclusive: true }, { ...member, subscriber: true })).toEqual({ kind: 'ready' });
  });
  it('stops at the period limit and the participation limit', () => {
    const limited = { ...base, limit: { count: 1, period: 'monthly' as const }, my: { ...base.my!, redeemable: 0 } };
    expect(redeemStatus(limited, member)).toEqual({ kind: 'limit', count: 1, period: 'monthly' });
    expect(redeemStatus({ ...base, my: { ...base.my!, participation_left: 0 } }, member)).toEqual({ kind: 'participation' });
  });
  it('gives the type-specific insufficient-funds reason', () => {
    const poor = { ...member, balance: 5 };
    expect(redeemStatus(base, poor)).toEqual({ kind: 'error', code: 'INSUFFICIENT_FUNDS_REWARD' });
    expect(redeemStatus({ ...base, type: 'raffle', cost: 20 }, poor)).toEqual({ kind: 'error', code: 'INSUFFICIENT_FUNDS_TICKETS' });
    expect(redeemStatus({ ...base, type: 'fund', cost: 1 }, { ...member, balance: 0 })).toEqual({ kind: 'error', code: 'INSUFFICIENT_FUNDS_DONATION' });
    expect(redeemStatus({ ...base, cost: 0, free: true }, { ...member, balance: 0 })).toEqual({ kind: 'ready' });
  });
});
