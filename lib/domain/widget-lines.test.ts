import type { RedeemCheck, RewardDetail } from '@/lib/contracts/rewards';
import { openCheck, rewardDetail } from '@/test/helpers/reward-detail';
import { rewardWidgetLine, specialWidgetLine } from './widget-lines';

const open = openCheck;
const base = rewardDetail;
const page = { purAbo: false };
const anna = { points: 353 };
const blocked = (blocker: RedeemCheck['blocker'], reward: Partial<RewardDetail> = {}, more: Partial<RedeemCheck> = {}): RewardDetail => ({
  ...base,
  ...reward,
  redeem: { ...open, blocker, message: `Text zu ${blocker}`, ...more },
});
// The catalogue's view (no session): the server answers MISSING_COLLECTOR_TOKEN and no `my`.
const catalogue = (reward: Partial<RewardDetail> = {}) => ({ ...blocked('MISSING_COLLECTOR_TOKEN', reward), my: null });

const starts = '2026-12-24T08:00:00.000Z';
const soldOut = { state: 'sold_out', stock: 5, stock_left: 0 } as const;
const drawnRaffle = {
  type: 'raffle',
  state: 'over',
  raffle: { winners: 3, tickets_total: 9, participants: 4, seed_hash: 'h', drawn_at: '2026-11-29T10:00:00.000Z' },
} as const;
const notStarted = { state: 'not_started', starts_at: starts } as const;

describe('rewardWidgetLine: what is not on offer is said to every reader, never "enough Räppli"', () => {
  it('a sold-out reward, a drawn raffle and one not started yet, for a signed-in member (demo 8, 11, 9)', () => {
    expect(rewardWidgetLine(blocked('SOLD_OUT', soldOut), anna, page)).toEqual({ kind: 'closed', closed: { state: 'sold_out' } });
    expect(rewardWidgetLine(blocked('RAFFLE_OVER', drawnRaffle), anna, page)).toEqual({ kind: 'closed', closed: { state: 'raffle_over' } });
    expect(rewardWidgetLine(blocked('CANNOT_BE_BOUGHT', notStarted), anna, page)).toEqual({
      kind: 'closed',
      closed: { state: 'not_started', date: new Date(starts) },
    });
  });

  it('the same for an anonymous member, whose own check only asks to sign in', () => {
    expect(rewardWidgetLine(blocked('ANONYMOUS_NOT_ALLOWED', soldOut), { points: 10 }, page)).toEqual({ kind: 'closed', closed: { state: 'sold_out' } });
    expect(rewardWidgetLine(blocked('ANONYMOUS_NOT_ALLOWED', notStarted), { points: 10 }, page)).toMatchObject({
      kind: 'closed',
      closed: { state: 'not_started' },
    });
    expect(rewardWidgetLine(blocked('ANONYMOUS_NOT_ALLOWED', drawnRaffle), { points: 10 }, page)).toEqual({ kind: 'closed', closed: { state: 'raffle_over' } });
  });

  it('the same without a member at all (no token, unknown token), from the catalogue', () => {
    expect(rewardWidgetLine(catalogue(soldOut), null, page)).toEqual({ kind: 'closed', closed: { state: 'sold_out' } });
    expect(rewardWidgetLine(catalogue(notStarted), null, page)).toMatchObject({ kind: 'closed', closed: { state: 'not_started' } });
    expect(rewardWidgetLine(catalogue(), null, page)).toEqual({ kind: 'notice' });
  });

  it('over before a subscribers’ lock: a subscribers’ reward that is over is over for everyone', () => {
    expect(rewardWidgetLine(blocked('SUBSCRIBERS_ONLY', { exclusive: true, type: 'raffle', state: 'over' }), anna, page)).toEqual({
      kind: 'closed',
      closed: { state: 'raffle_over' },
    });
  });

  it('names an over item, donation and Advent door as the detail does', () => {
    expect(rewardWidgetLine(blocked('CANNOT_BE_BOUGHT', { state: 'over' }), anna, page)).toEqual({ kind: 'closed', closed: { state: 'over' } });
    expect(rewardWidgetLine(blocked('CANNOT_BE_FUNDED', { type: 'fund', state: 'over' }), anna, page)).toEqual({
      kind: 'closed',
      closed: { state: 'fund_over' },
    });
    const door = { type: 'raffle', state: 'over', special_slug: 'adventskalender', today_door: 7 } as const;
    expect(rewardWidgetLine(blocked('RAFFLE_OVER_ADVENT', door), anna, page)).toEqual({ kind: 'closed', closed: { state: 'advent_over' } });
  });
});

describe('rewardWidgetLine: a running reward, by reader', () => {
  it('a subscribers’ reward for a non-subscriber says so (demo 16); is_pur_abo never opens it', () => {
    const exclusive = blocked('SUBSCRIBERS_ONLY', { exclusive: true, cost: 50 });
    expect(rewardWidgetLine(exclusive, anna, page)).toEqual({ kind: 'locked', points: 353, unconfirmed: false });
    expect(rewardWidgetLine(exclusive, anna, { purAbo: true })).toEqual({ kind: 'locked', points: 353, unconfirmed: true });
  });

  it('never promises an anonymous member a redemption: it asks to sign in, with or without enough Räppli (demo 15, 1)', () => {
    const fund = blocked('ANONYMOUS_NOT_ALLOWED', { type: 'fund', cost: 1 }, { unit_cost: 1 });
    expect(rewardWidgetLine(fund, { points: 10 }, page)).toEqual({ kind: 'sign_in', reason: 'anonymous', points: 10 });
    expect(rewardWidgetLine(blocked('ANONYMOUS_NOT_ALLOWED'), { points: 10 }, page)).toEqual({ kind: 'sign_in', reason: 'anonymous', points: 10 });
    expect(rewardWidgetLine(blocked('ANONYMOUS_NOT_ALLOWED', { exclusive: true }), { points: 10 }, page)).toMatchObject({
      kind: 'sign_in',
      reason: 'exclusive',
    });
  });

  it('asks a member whose address lost the SSO pair to sign in again', () => {
    expect(rewardWidgetLine(blocked('MISSING_HASH_TOKEN'), anna, page)).toMatchObject({ kind: 'sign_in', reason: 'broken' });
    expect(rewardWidgetLine(blocked('INVALID_HASH_TOKEN', { exclusive: true }), anna, page)).toMatchObject({ kind: 'sign_in', reason: 'broken' });
  });

  it('says "enough" only when the server sees nothing in the way, else how many Räppli are missing', () => {
    expect(rewardWidgetLine(base, anna, page)).toEqual({ kind: 'balance', points: 353, missing: 0 });
    expect(rewardWidgetLine(blocked('INSUFFICIENT_FUNDS_REWARD', { cost: 500 }), anna, page)).toEqual({ kind: 'balance', points: 353, missing: 147 });
    // The server counts Räppli held by open reservations: at least one is missing.
    expect(rewardWidgetLine(blocked('INSUFFICIENT_FUNDS_TICKETS', { type: 'raffle', cost: 20 }), anna, page)).toEqual({
      kind: 'balance',
      points: 353,
      missing: 1,
    });
    expect(rewardWidgetLine({ ...base, free: true, cost: 0 }, { points: 0 }, page)).toEqual({ kind: 'balance', points: 0, missing: 0 });
  });

  it('a limit the member reached, or any other refusal, in the server’s words', () => {
    const period = { by: 'period', redeemable: 0, limit: 1, period: 'monthly', participation_limit: null };
    expect(rewardWidgetLine(blocked('ALREADY_ORDERED', {}, { details: period }), anna, page)).toEqual({
      kind: 'refused',
      points: 353,
      message: 'Text zu ALREADY_ORDERED',
    });
    expect(rewardWidgetLine(blocked('OPTED_OUT'), anna, page)).toEqual({ kind: 'refused', points: 353, message: 'Text zu OPTED_OUT' });
  });
});

describe('specialWidgetLine', () => {
  const days = { unit: 'days', done: 0, of: 3 } as const;
  const goals = { unit: 'goals', done: 0, of: 2 } as const;
  it('asks an anonymous reader of a calendar to sign in instead of inviting them to take part', () => {
    expect(specialWidgetLine(days, true)).toEqual({ kind: 'sign_in' });
    expect(specialWidgetLine({ ...days, of: 0 }, true)).toEqual({ kind: 'sign_in' });
  });
  it('shows the progress to a signed-in member, and the resolutions week to everyone (goals are met by reading)', () => {
    expect(specialWidgetLine(days, false)).toEqual({ kind: 'progress', progress: days });
    expect(specialWidgetLine(goals, true)).toEqual({ kind: 'progress', progress: goals });
  });
  it('nothing to count: the plain line', () => {
    expect(specialWidgetLine(null, true)).toEqual({ kind: 'none' });
    expect(specialWidgetLine({ ...goals, of: 0 }, false)).toEqual({ kind: 'none' });
  });
});
