import type { Me } from '@/lib/contracts/me';
import { hasSeenOnboarding, optOutOf } from './me-meta';

const me = (over: Partial<Me>): Me => ({
  collector_token: 't',
  lang: 'de',
  points_available: 0,
  anonymous: false,
  username: null,
  avatar_url: null,
  level: null,
  next_level: null,
  badges: [],
  meta: [],
  currency: { basename: 'Räppli', media: [] },
  customer: { uri_scheme: 'raeppli' },
  points_retirement: null,
  daily_reward: null,
  ...over,
});

describe('/me meta readers', () => {
  it('onboarding is seen once the onboarding_welcome key exists, whatever its value', () => {
    expect(hasSeenOnboarding(me({}))).toBe(false);
    expect(hasSeenOnboarding(me({ meta: [{ key: 'onboarding_welcome', value: '2026-01-01T00:00:00Z' }] }))).toBe(true);
    expect(hasSeenOnboarding(me({ meta: [{ key: 'other', value: 1 }] }))).toBe(false);
  });

  it('opted out with its date; a value that is no date still counts as opted out', () => {
    expect(optOutOf(me({}))).toBeNull();
    expect(optOutOf(me({ meta: [{ key: 'opted_out', value: '2026-03-01T10:00:00.000Z' }] }))?.since?.toISOString()).toBe('2026-03-01T10:00:00.000Z');
    expect(optOutOf(me({ meta: [{ key: 'opted_out', value: true }] }))).toEqual({ since: null });
    expect(optOutOf(me({ meta: [{ key: 'opted_out', value: 'kein Datum' }] }))).toEqual({ since: null });
  });
});
