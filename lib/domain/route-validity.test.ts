import { isValidRoute } from './route-validity';

describe('isValidRoute', () => {
  it('accepts well-formed ids', () => {
    expect(isValidRoute('/me/rewards/detail/12')).toBe(true);
    expect(isValidRoute('/me/rewards/detail/coupon/7')).toBe(true);
    expect(isValidRoute('/widget/reward/3')).toBe(true);
    expect(isValidRoute('/preview/rewards/5')).toBe(true);
    expect(isValidRoute('/me/special/adventskalender')).toBe(true);
    expect(isValidRoute('/me/voucher/123')).toBe(true);
  });
  it('rejects malformed ids', () => {
    expect(isValidRoute('/me/rewards/detail/abc')).toBe(false);
    expect(isValidRoute('/me/rewards/detail/0')).toBe(false);
    expect(isValidRoute('/me/rewards/detail/-1')).toBe(false);
    expect(isValidRoute('/me/rewards/detail/coupon/x1')).toBe(false);
    expect(isValidRoute('/me/posts/1.5')).toBe(false);
    expect(isValidRoute('/notification/detail/%E0%A4%A')).toBe(false);
    expect(isValidRoute('/me/special/Not_A_Slug')).toBe(false);
    expect(isValidRoute('/preview/unknown/1')).toBe(false);
    // A voucher is shown by its id (GET /api/vouchers/{id}), never by its code.
    expect(isValidRoute('/me/voucher/ABCD-EFGH')).toBe(false);
  });
  it("checks the id of a raffle's audit page", () => {
    expect(isValidRoute('/me/rewards/detail/12/audit')).toBe(true);
    expect(isValidRoute('/me/rewards/detail/abc/audit')).toBe(false);
    expect(isValidRoute('/me/rewards/detail/0/audit')).toBe(false);
    expect(isValidRoute('/me/rewards/detail/coupon/audit')).toBe(false);
  });
  it('checks the id of a console reward page, and keeps its page for a new one', () => {
    expect(isValidRoute('/console/rewards/7')).toBe(true);
    expect(isValidRoute('/console/rewards/new')).toBe(true);
    expect(isValidRoute('/console/rewards/neu')).toBe(false);
  });
  it("checks the console content pages: a known resource, a numeric id or an earning rule's step", () => {
    expect(isValidRoute('/console/content')).toBe(true);
    expect(isValidRoute('/console/content/levels')).toBe(true);
    expect(isValidRoute('/console/content/levels/new')).toBe(true);
    expect(isValidRoute('/console/content/levels/3')).toBe(true);
    expect(isValidRoute('/console/content/levels/abc')).toBe(false);
    expect(isValidRoute('/console/content/earning-rules/articleRead')).toBe(true);
    expect(isValidRoute('/console/content/earning-rules/new')).toBe(true);
    expect(isValidRoute('/console/content/earning-rules/1abc')).toBe(false);
    expect(isValidRoute('/console/content/rewards')).toBe(false);
    expect(isValidRoute('/console/content/rewards/new')).toBe(false);
    expect(isValidRoute('/console/content/prizewheel-segments')).toBe(true);
    expect(isValidRoute('/console/content/prizewheel-segments/new')).toBe(true);
    expect(isValidRoute('/console/content/prizewheel-segments/12')).toBe(true);
    expect(isValidRoute('/console/content/prizewheel-segments/zwölf')).toBe(false);
    expect(isValidRoute('/console/content/quizzes/3')).toBe(true);
    expect(isValidRoute('/console/content/quizzes/new')).toBe(true);
    expect(isValidRoute('/console/content/prizewheel')).toBe(false);
  });
  it('keeps the fixed preview routes apart from /preview/{type}/{id}', () => {
    expect(isValidRoute('/preview/rewards/detail')).toBe(true);
    expect(isValidRoute('/preview/rewards/largecard')).toBe(true);
    expect(isValidRoute('/preview/rewards/smallcard')).toBe(true);
    expect(isValidRoute('/preview/rewards/bigcard')).toBe(false);
  });
  it('treats a fixed word in an id position as the more specific route', () => {
    expect(isValidRoute('/me/rewards/detail/coupon')).toBe(false);
  });
  it('leaves other paths to the router', () => {
    expect(isValidRoute('/me/overview')).toBe(true);
    expect(isValidRoute('/does/not/exist')).toBe(true);
    expect(isValidRoute('/')).toBe(true);
  });
});
