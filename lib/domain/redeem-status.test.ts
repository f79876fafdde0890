import type { RedeemCheck, RewardDetail } from '@/lib/contracts/rewards';
import { openCheck, rewardDetail } from '@/test/helpers/reward-detail';
import { redeemStatus, statusTone } from './redeem-status';

const open = openCheck;
const base = rewardDetail;
const page = { purAbo: false };
const refused = (blocker: RedeemCheck['blocker'], more: Partial<RedeemCheck> = {}, reward: Partial<RewardDetail> = {}): RewardDetail => ({
  ...base,
  ...reward,
  redeem: { ...open, blocker, message: `Text zu ${blocker}`, max_units: 0, ...more },
});

describe('redeemStatus', () => {
  it('offers the button when the server sees nothing in the way, whatever the reward looks like', () => {
    expect(redeemStatus(base, page)).toEqual({ kind: 'ready' });
    // The page has no rule of its own: an exclusive reward the server lets through is offered.
    expect(redeemStatus({ ...base, exclusive: true, cost: 99_999 }, page)).toEqual({ kind: 'ready' });
  });

  it("tells everyone but a participant that a drawn raffle is over in the outcome's box (not an Advent door, not before the draw)", () => {
    const drawn = {
      type: 'raffle',
      state: 'over',
      raffle: { winners: 1, tickets_total: 2, participants: 1, seed_hash: 'h', drawn_at: '2026-11-29T10:00:00.000Z' },
    } as const;
    expect(redeemStatus(refused('ANONYMOUS_NOT_ALLOWED', {}, drawn), page)).toEqual({ kind: 'drawn' });
    expect(redeemStatus(refused('RAFFLE_OVER', {}, drawn), page)).toEqual({ kind: 'drawn' });
    const undrawn = { ...drawn, raffle: { ...drawn.raffle, drawn_at: null } };
    expect(redeemStatus(refused('RAFFLE_OVER', {}, undrawn), page)).toEqual({ kind: 'refused', code: 'RAFFLE_OVER', message: 'Text zu RAFFLE_OVER' });
    expect(redeemStatus(refused('ANONYMOUS_NOT_ALLOWED', {}, { ...drawn, special_slug: 'adventskalender' }), page)).toMatchObject({ kind: 'advent_over' });
    expect(statusTone({ kind: 'drawn' })).toBe('refusal');
  });

  it('asks to log in when the member is anonymous or the address lost (or garbled) the SSO pair', () => {
    expect(redeemStatus(refused('ANONYMOUS_NOT_ALLOWED'), page)).toEqual({ kind: 'login', broken: false });
    for (const code of ['MISSING_HASH_TOKEN', 'INVALID_HASH_TOKEN'] as const) {
      expect(redeemStatus(refused(code), page)).toEqual({ kind: 'login', broken: true });
    }
  });

  it('does not ask to log in for what is over, sold out or not started for everyone: it says so, as reserve would', () => {
    const anonymous = (reward: Partial<RewardDetail>) => refused('ANONYMOUS_NOT_ALLOWED', {}, reward);
    expect(redeemStatus(anonymous({ type: 'raffle', state: 'over' }), page)).toEqual({ kind: 'refused', code: 'RAFFLE_OVER', message: null });
    expect(redeemStatus(anonymous({ type: 'fund', state: 'over' }), page)).toEqual({ kind: 'refused', code: 'CANNOT_BE_FUNDED', message: null });
    expect(redeemStatus(anonymous({ type: 'buy', state: 'over' }), page)).toEqual({ kind: 'refused', code: 'CANNOT_BE_BOUGHT', message: null });
    expect(redeemStatus(anonymous({ state: 'sold_out' }), page)).toEqual({ kind: 'refused', code: 'SOLD_OUT', message: null });
    // a closed Advent door points to today's, as the server's refusal does
    const door = { type: 'raffle', state: 'over', special_slug: 'adventskalender' } as const;
    expect(redeemStatus(anonymous({ ...door, today_door: 7 }), page)).toEqual({ kind: 'advent_over', href: '/me/rewards/detail/7' });
    expect(redeemStatus(anonymous({ ...door, today_door: null }), page)).toEqual({ kind: 'advent_over', href: null });
    // not started yet: from when, for everyone (the start is what is in the way, not the sign-in)
    const starts = '2026-12-07T07:00:00.000Z';
    expect(redeemStatus(anonymous({ type: 'buy', state: 'not_started', starts_at: starts }), page)).toEqual({ kind: 'not_started', date: new Date(starts) });
    expect(redeemStatus(refused('MISSING_HASH_TOKEN', {}, { type: 'raffle', state: 'not_started', starts_at: starts }), page)).toEqual({
      kind: 'not_started',
      date: new Date(starts),
    });
    // still running: signing in is what helps
    expect(redeemStatus(anonymous({ type: 'raffle', state: 'running' }), page)).toEqual({ kind: 'login', broken: false });
  });

  it('locks a subscriber reward; is_pur_abo only says the subscription is not confirmed yet', () => {
    expect(redeemStatus(refused('SUBSCRIBERS_ONLY'), page)).toEqual({ kind: 'locked', unconfirmed: false });
    expect(redeemStatus(refused('SUBSCRIBERS_ONLY'), { purAbo: true })).toEqual({ kind: 'locked', unconfirmed: true });
  });

  it('says from when a reward that has not started can be had; without a date, the server text', () => {
    const starts = '2026-12-24T08:00:00.000Z';
    expect(redeemStatus(refused('CANNOT_BE_BOUGHT', {}, { state: 'not_started', starts_at: starts }), page)).toEqual({
      kind: 'not_started',
      date: new Date(starts),
    });
    expect(redeemStatus(refused('RAFFLE_NOT_STARTED', {}, { type: 'raffle', state: 'not_started', starts_at: starts }), page)).toEqual({
      kind: 'not_started',
      date: new Date(starts),
    });
    expect(redeemStatus(refused('RAFFLE_NOT_STARTED', {}, { type: 'raffle', state: 'not_started' }), page)).toEqual({
      kind: 'refused',
      code: 'RAFFLE_NOT_STARTED',
      message: 'Text zu RAFFLE_NOT_STARTED',
    });
    // Over, not "not yet": the server's text.
    expect(redeemStatus(refused('CANNOT_BE_BOUGHT', {}, { state: 'over', starts_at: starts }), page)).toMatchObject({
      kind: 'refused',
      code: 'CANNOT_BE_BOUGHT',
    });
  });

  it('points a closed Advent door to today’s door from the details, never to itself', () => {
    const today = { door_id: 7, href: '/me/rewards/detail/7' };
    expect(redeemStatus(refused('RAFFLE_OVER_ADVENT', { details: today }), page)).toEqual({ kind: 'advent_over', href: '/me/rewards/detail/7' });
    expect(redeemStatus(refused('RAFFLE_OVER_ADVENT', { details: { door_id: null, href: null } }), page)).toEqual({ kind: 'advent_over', href: null });
    expect(redeemStatus(refused('RAFFLE_OVER_ADVENT', { details: today }, { id: 7 }), page)).toEqual({ kind: 'advent_over', href: null });
  });

  it('names the limit reached from the details of ALREADY_ORDERED', () => {
    const period = { by: 'period', redeemable: 0, limit: 1, period: 'monthly', participation_limit: null };
    expect(redeemStatus(refused('ALREADY_ORDERED', { details: period }), page)).toEqual({ kind: 'limit', count: 1, period: 'monthly' });
    const participation = { by: 'participation', redeemable: 0, limit: null, period: null, participation_limit: 50 };
    expect(redeemStatus(refused('ALREADY_ORDERED', { details: participation }), page)).toEqual({ kind: 'participation' });
    // Details the page does not understand: the server's own text.
    expect(redeemStatus(refused('ALREADY_ORDERED', { details: { by: 'period', limit: 1, period: 'fortnightly' } }), page)).toEqual({
      kind: 'refused',
      code: 'ALREADY_ORDERED',
      message: 'Text zu ALREADY_ORDERED',
    });
  });

  it('shows every other refusal with the server’s code and text', () => {
    for (const code of [
      'SOLD_OUT',
      'RAFFLE_OVER',
      'OPTED_OUT',
      'REWARD_SUSPENDED',
      'ALREADY_RESERVED',
      'INSUFFICIENT_FUNDS_REWARD',
      'INSUFFICIENT_FUNDS_TICKETS',
      'INSUFFICIENT_FUNDS_DONATION',
    ] as const) {
      expect(redeemStatus(refused(code), page)).toEqual({ kind: 'refused', code, message: `Text zu ${code}` });
    }
    expect(redeemStatus(refused('SOLD_OUT', { message: null }), page)).toEqual({ kind: 'refused', code: 'SOLD_OUT', message: null });
  });
});

describe('statusTone', () => {
  it('a limit the member reached with their own redemptions is information, as signing in is; over or sold out is in the way', () => {
    expect(statusTone({ kind: 'limit', count: 1, period: 'annually' })).toBe('info');
    expect(statusTone({ kind: 'participation' })).toBe('info');
    expect(statusTone({ kind: 'login', broken: false })).toBe('info');
    expect(statusTone({ kind: 'locked', unconfirmed: false })).toBe('info');
    expect(statusTone({ kind: 'refused', code: 'SOLD_OUT', message: null })).toBe('refusal');
    expect(statusTone({ kind: 'not_started', date: new Date() })).toBe('refusal');
    expect(statusTone({ kind: 'advent_over', href: null })).toBe('refusal');
  });
});
