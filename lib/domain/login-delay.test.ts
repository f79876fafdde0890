import { LOGIN_DELAY, loginDelayMs, loginRetryAfter } from './login-delay';

describe('the progressive sign-in delay', () => {
  it('is free for the first 5 failures, then 1 s, 2 s, 4 s … capped at 30 s', () => {
    expect([0, 1, 4].map((n) => loginDelayMs(n))).toEqual([0, 0, 0]);
    expect([5, 6, 7, 8, 9, 10, 50, 10_000].map((n) => loginDelayMs(n))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it('counts from the last failure, in whole seconds for Retry-After', () => {
    const last = new Date('2026-03-01T10:00:00Z');
    expect(loginRetryAfter(7, last, new Date(last.getTime() + 1))).toBe(4);
    expect(loginRetryAfter(7, last, new Date(last.getTime() + 3_500))).toBe(1);
    expect(loginRetryAfter(7, last, new Date(last.getTime() + 4_000))).toBe(0);
    expect(loginRetryAfter(4, last, last)).toBe(0);
    expect(loginRetryAfter(100, null, last)).toBe(0);
  });

  it('never asks for more than the cap, and a smaller cap (tests) is kept', () => {
    const last = new Date();
    expect(loginRetryAfter(1e6, last, last)).toBe(LOGIN_DELAY.maxDelayMs / 1000);
    expect(loginRetryAfter(1e6, last, last, { ...LOGIN_DELAY, maxDelayMs: 1000 })).toBe(1);
  });
});
