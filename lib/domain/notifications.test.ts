import {
  birthdayIn,
  dueNotifications,
  missingProfileFields,
  pickNotification,
  popupCloseWay,
  popupHeading,
  popupHref,
  upcomingBirthday,
  type MemberFacts,
} from './notifications';

const complete = {
  firstname: 'Anna',
  lastname: 'Muster',
  email: 'a@example.org',
  birthday: '1990-03-14',
  street: 'Seestraße',
  street_nr: '4',
  postcode: '6900',
  city: 'Bregenz',
};
const identified = (personal: MemberFacts['personal'] = complete): MemberFacts => ({
  anonymous: false,
  optedOut: false,
  subscriber: false,
  balance: 120,
  personal,
});
const anonymous = (balance = 0): MemberFacts => ({ anonymous: true, optedOut: false, subscriber: false, balance, personal: null });
const kinds = (facts: MemberFacts, today: string) => dueNotifications(facts, today, [], []).map((d) => d.key);

describe('notifications due', () => {
  it('profile: an identified member with missing personal data, once a month; never an anonymous one', () => {
    expect(missingProfileFields({ ...complete, street: ' ', birthday: null })).toEqual(['birthday', 'street']);
    expect(kinds(identified({ ...complete, city: null }), '2026-05-10')).toEqual(['profile:2026-05']);
    expect(kinds(identified(), '2026-05-10')).toEqual([]);
    expect(kinds(anonymous(), '2026-05-10')).toEqual([]);
  });

  it('birthday on the day, in the year it falls; 29 February is 28 February in other years', () => {
    expect(kinds(identified(), '2026-03-14')).toEqual(['birthday:2026']);
    expect(kinds(identified(), '2026-03-15')).toEqual([]);
    expect(birthdayIn('2004-02-29', 2026)).toBe('2026-02-28');
    expect(birthdayIn('2004-02-29', 2028)).toBe('2028-02-29');
    expect(kinds(identified({ ...complete, birthday: '2004-02-29' }), '2027-02-28')).toEqual(['birthday:2027']);
  });

  it('birthday week: the six days before the birthday, also across the new year', () => {
    expect(kinds(identified(), '2026-03-07')).toEqual([]);
    expect(kinds(identified(), '2026-03-08')).toEqual(['birthdayweek:2026']);
    expect(kinds(identified(), '2026-03-13')).toEqual(['birthdayweek:2026']);
    expect(upcomingBirthday('1980-01-02', '2026-12-29')).toEqual({ date: '2027-01-02', year: 2027, inDays: 4 });
    expect(kinds(identified({ ...complete, birthday: '1980-01-02' }), '2026-12-29')).toEqual(['birthdayweek:2027']);
  });

  it('register: an anonymous member who holds Räppli, once a business week (from Monday)', () => {
    expect(kinds(anonymous(10), '2026-11-26')).toEqual(['register:2026-11-23']);
    expect(kinds(anonymous(10), '2026-11-29')).toEqual(['register:2026-11-23']);
    expect(kinds(anonymous(10), '2026-11-30')).toEqual(['register:2026-11-30']);
    expect(kinds(anonymous(0), '2026-11-26')).toEqual([]);
  });

  it('Christmas on 24, 25 and 26 December, once a year, for everyone', () => {
    expect(kinds(anonymous(), '2026-12-23')).toEqual([]);
    for (const day of ['2026-12-24', '2026-12-25', '2026-12-26']) expect(kinds(anonymous(), day)).toEqual(['christmas:2026']);
    expect(kinds(anonymous(), '2026-12-27')).toEqual([]);
  });

  it("a special's day and the editors' popups by their audience", () => {
    const day = { specialId: 4, slug: 'adventskalender', kind: 'advent' as const, number: 5, day: '2026-12-05', rewardTitle: 'Kino' };
    const popups = [
      { id: 1, audience: 'everyone' as const },
      { id: 2, audience: 'anonymous' as const },
      { id: 3, audience: 'identified' as const },
      { id: 4, audience: 'subscribers' as const },
    ];
    expect(dueNotifications(anonymous(), '2026-12-05', [day], popups).map((d) => d.key)).toEqual(['specialday:4:2026-12-05', 'detail:1', 'detail:2']);
    expect(dueNotifications(identified(), '2026-12-05', [], popups).map((d) => d.key)).toEqual(['detail:1', 'detail:3']);
    expect(dueNotifications({ ...identified(), subscriber: true }, '2026-12-05', [], popups).map((d) => d.key)).toEqual(['detail:1', 'detail:3', 'detail:4']);
  });

  it('nothing for a member who left the programme', () => {
    expect(dueNotifications({ ...identified({ ...complete, city: null }), optedOut: true }, '2026-03-14', [], [{ id: 1, audience: 'everyone' }])).toEqual([]);
  });

  it("the popup pages' addresses", () => {
    expect(popupHref('badge', 12, {})).toBe('/notification/badge?id=12');
    expect(popupHref('detail', 12, { popup_id: 3 })).toBe('/notification/detail/3?id=12');
  });
});

describe('the record a popup page shows', () => {
  const items = [
    { id: 9, kind: 'badge', href: '/notification/badge?id=9' },
    { id: 8, kind: 'detail', href: '/notification/detail/2?id=8' },
    { id: 7, kind: 'badge', href: '/notification/badge?id=7' },
    { id: 6, kind: 'detail', href: '/notification/detail/12?id=6' },
  ];
  it('?id= when it is of the page, else the newest of its kind (of its popup)', () => {
    expect(pickNotification(items, { kind: 'badge' }, null)?.id).toBe(9);
    expect(pickNotification(items, { kind: 'badge' }, 7)?.id).toBe(7);
    expect(pickNotification(items, { kind: 'badge' }, 8)).toBeNull();
    expect(pickNotification(items, { kind: 'levelup' }, null)).toBeNull();
    expect(pickNotification(items, { kind: 'detail', popupId: 12 }, null)?.id).toBe(6);
    expect(pickNotification(items, { kind: 'detail', popupId: 1 }, null)).toBeNull();
  });
});

describe("a popup page's heading and its way out", () => {
  it("the kind's own heading only over its record (and while it loads); never above a body that denies it", () => {
    expect(popupHeading('badge', 'loading')).toEqual({ of: 'kind' });
    expect(popupHeading('badge', 'record')).toEqual({ of: 'kind' });
    expect(popupHeading('badge', 'empty')).toEqual({ of: 'state', state: 'empty' });
    expect(popupHeading('birthday', 'empty')).toEqual({ of: 'state', state: 'empty' });
    expect(popupHeading('levelup', 'anonymous')).toEqual({ of: 'anonymous' });
    expect(popupHeading('birthdayweek', 'anonymous')).toEqual({ of: 'anonymous' });
    expect(popupHeading('christmas', 'unknown')).toEqual({ of: 'state', state: 'unknown' });
    expect(popupHeading('specialday', 'noToken')).toEqual({ of: 'state', state: 'noToken' });
    expect(popupHeading('register', 'failed')).toEqual({ of: 'state', state: 'failed' });
    // A kind every member can have has no sign-in prompt of its own: its page says there is nothing.
    expect(popupHeading('badge', 'anonymous')).toEqual({ of: 'state', state: 'empty' });
  });

  it('closing outside a host: back to our page the reader came from, else the overview (the index without a session)', () => {
    expect(popupCloseWay({ cameFromOurPage: true, hasToken: true })).toEqual({ kind: 'back' });
    expect(popupCloseWay({ cameFromOurPage: false, hasToken: true })).toEqual({ kind: 'open', href: '/me/overview' });
    expect(popupCloseWay({ cameFromOurPage: false, hasToken: false })).toEqual({ kind: 'open', href: '/' });
  });
});
