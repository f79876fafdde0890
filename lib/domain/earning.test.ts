import { decideAward, itemKey, type EarningRule } from './earning';

const rule: EarningRule = { step: 'articleRead', points: 5, reason: 'Artikel gelesen', dailyCap: 10, weeklyCap: 40, lifetimeCap: null, dedupeField: 'article_id' };
const none = { awardedToday: 0, awardedThisWeek: 0, awardedEver: 0, duplicate: false };

describe('itemKey', () => {
  it('reads the dedupe field as a string', () => {
    expect(itemKey(rule, { article_id: 42 })).toBe('42');
    expect(itemKey(rule, { article_id: ' a-1 ' })).toBe('a-1');
  });
  it('is undefined when a deduping rule gets no key, null when the rule does not dedupe', () => {
    expect(itemKey(rule, {})).toBeUndefined();
    expect(itemKey(rule, { article_id: '' })).toBeUndefined();
    expect(itemKey({ dedupeField: null }, {})).toBeNull();
  });
});

describe('decideAward', () => {
  it('awards the rule points within the caps', () => {
    expect(decideAward(rule, none, '1')).toEqual({ awarded: 5, reason: 'awarded' });
    expect(decideAward(rule, { ...none, awardedToday: 9, awardedThisWeek: 39 }, '1').awarded).toBe(5);
  });
  it('stops at each cap and on duplicates', () => {
    expect(decideAward(rule, { ...none, duplicate: true }, '1').reason).toBe('duplicate');
    expect(decideAward(rule, { ...none, awardedToday: 10 }, '1').reason).toBe('daily_cap');
    expect(decideAward(rule, { ...none, awardedThisWeek: 40 }, '1').reason).toBe('weekly_cap');
    expect(decideAward({ ...rule, lifetimeCap: 1 }, { ...none, awardedEver: 1 }, '1').reason).toBe('lifetime_cap');
    expect(decideAward(rule, none, undefined)).toEqual({ awarded: 0, reason: 'missing_item' });
  });
});
