import { currentNavKey } from './nav-items';

describe('currentNavKey', () => {
  it('names the section of a page, the most specific path first', () => {
    expect(currentNavKey('/me/overview')).toBe('overview');
    expect(currentNavKey('/me/rewards')).toBe('rewards');
    expect(currentNavKey('/me/rewards/detail/3')).toBe('rewards');
    // "Meine Prämien" lives under the profile's path but belongs to the rewards.
    expect(currentNavKey('/me/profile/rewards')).toBe('rewards');
    expect(currentNavKey('/me/profile')).toBe('profile');
    expect(currentNavKey('/me/profile/settings')).toBe('profile');
    expect(currentNavKey('/me/profile/avatar')).toBe('profile');
    // "Mehr Freunde" belongs to the friends.
    expect(currentNavKey('/me/moreFriends')).toBe('friends');
  });

  it('a path that only starts like a section belongs to none', () => {
    expect(currentNavKey('/me/rewardsx')).toBeNull();
    expect(currentNavKey('/open')).toBeNull();
  });
});
