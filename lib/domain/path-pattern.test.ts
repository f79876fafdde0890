import { pathPattern } from './path-pattern';

describe('pathPattern', () => {
  it('keeps the page, not its values: ids, tokens, query and fragment go', () => {
    expect(pathPattern('/me/rewards/detail/12?collector_token=geheim&hash=abc')).toBe('/me/rewards/detail/:id');
    expect(pathPattern('/console/members/E1ER7GDrR4QPlQzg_nU_xxyBPlgb2Vd2')).toBe('/console/members/:token');
    expect(pathPattern('/console/members/jaNdkcO-HMV2KxvH8uUIDRhpGdgWYdSe/statement')).toBe('/console/members/:token/statement');
    expect(pathPattern('/me/special/adventskalender')).toBe('/me/special/adventskalender');
    expect(pathPattern('/me/special/black-week-resolutions')).toBe('/me/special/black-week-resolutions');
    expect(pathPattern('/widget/post/7#top')).toBe('/widget/post/:id');
    expect(pathPattern('/')).toBe('/');
  });
});
