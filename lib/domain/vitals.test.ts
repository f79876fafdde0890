import { vitalsPage } from './vitals';

describe('vitalsPage', () => {
  it('names a page by its path, ids as :id, without query or fragment', () => {
    expect(vitalsPage('/me/rewards/detail/12')).toBe('/me/rewards/detail/:id');
    expect(vitalsPage('/me/overview?collector_token=geheim&hash=abc')).toBe('/me/overview');
    expect(vitalsPage('/widget/post/7#x')).toBe('/widget/post/:id');
    expect(vitalsPage('/me/special/adventskalender')).toBe('/me/special/adventskalender');
    expect(vitalsPage('/console/members/E1ER7GDrR4QPlQzg_nU_xxyBPlgb2Vd2')).toBe('/console/members/:token');
    expect(vitalsPage('/ü<script>')).toBe('/script');
    expect(vitalsPage('x'.repeat(300)).length).toBe(200);
  });
});
