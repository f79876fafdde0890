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

  it('hides a collector token of letters and hyphens only, by its place and by its look', () => {
    // One collector token in about 25 has neither a digit nor an `_` (it leaked into the log once).
    expect(pathPattern('/console/members/CsIItJgiLtxpfXXFOmnI-gFiVeAzUtBX')).toBe('/console/members/:token');
    expect(pathPattern('/console/members/abcdefghij')).toBe('/console/members/:token');
    expect(pathPattern('/console/members/CsIItJgiLtxpfXXFOmnI-gFiVeAzUtBX/statement')).toBe('/console/members/:token/statement');
    expect(pathPattern('/irgendwo/CsIItJgiLtxpfXXFOmnI-gFiVeAzUtBX')).toBe('/irgendwo/:token');
    expect(pathPattern('/console/members')).toBe('/console/members');
    // Slugs stay: lower-case, however long.
    expect(pathPattern('/me/special/adventskalender-vorarlberg-zweitausend')).toBe('/me/special/adventskalender-vorarlberg-zweitausend');
  });
});
