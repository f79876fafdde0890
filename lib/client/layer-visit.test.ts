import { visitChangedMember } from './layer-visit';

const today = { business_day: '2026-11-27', item_id: 3 };

describe('visitChangedMember: whether /me must be loaded again after the layerVisit', () => {
  it('nothing paid and no daily reward (an anonymous member on a later visit): no', () => {
    expect(visitChangedMember({ awarded: 0, daily_reward: null }, null)).toBe(false);
  });

  it('the daily visit paid Räppli: yes', () => {
    expect(visitChangedMember({ awarded: 10, daily_reward: null }, null)).toBe(true);
  });

  it("today's daily reward, which /me already had: no", () => {
    expect(visitChangedMember({ awarded: 0, daily_reward: { ...today } }, today)).toBe(false);
  });

  it('a daily reward /me did not have yet, or one of another day: yes', () => {
    expect(visitChangedMember({ awarded: 0, daily_reward: { ...today } }, null)).toBe(true);
    expect(visitChangedMember({ awarded: 0, daily_reward: { ...today } }, { business_day: '2026-11-26', item_id: 3 })).toBe(true);
    expect(visitChangedMember({ awarded: 0, daily_reward: { ...today } }, { ...today, item_id: 4 })).toBe(true);
  });
});
