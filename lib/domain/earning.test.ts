import { itemKey, type EarningRule } from './earning';

const rule: EarningRule = {
  step: 'articleRead',
  points: 5,
  reason: 'Artikel gelesen',
  dailyCap: 10,
  weeklyCap: 40,
  lifetimeCap: null,
  dedupeField: 'article_id',
};

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
