// The pages `npm run lighthouse` measures; a new page joins with one line.
// `members`: who opens it — 'none' (no token), 'both' (the anonymous and the identified demo
// member, with the query strings of the demo URLs) or 'identified' (only that member has it).
// `:reward`, `:raffle`, `:coupon`, `:pass`, `:post`, `:voucher` and `:popup` are ids looked up on
// the running server (server.mjs, findIds).
// `floor`: which floor page shows the least such a page can take (docs/benchmarks.md, "Lighthouse");
// without one, the run picks it from what Lighthouse saw (a forward, a picture as the largest paint, else text).
export const FLOOR = '/bench/bare';
export const FLOORS = { text: FLOOR, picture: '/bench/picture', forward: '/bench/forward', member: '/bench/member' };

export const PAGES = [
  { path: FLOOR, members: 'none' },
  { path: FLOORS.picture, members: 'none' },
  { path: FLOORS.forward, members: 'none' },
  { path: FLOORS.member, members: 'identified' },
  // With a token `/` only forwards to /me/overview, which is measured below.
  { path: '/', members: 'none' },
  { path: '/open', members: 'none' },
  // Our SSO's sign-in page (docs/sso.md, "Signing in").
  { path: '/login', members: 'none' },
  { path: '/me/open', members: 'both' },
  { path: '/me/overview', members: 'both' },
  { path: '/me/rewards', members: 'both' },
  { path: '/me/rewards/vplus', members: 'both' },
  { path: '/me/rewards/detail/:reward', members: 'both' },
  { path: '/me/rewards/detail/:raffle/audit', members: 'both' },
  { path: '/me/rewards/terms', members: 'both' },
  // Coupon and pass pages show an order, and only the identified demo member has orders.
  { path: '/me/rewards/detail/coupon/:coupon', members: 'identified', floor: 'member' },
  { path: '/me/rewards/detail/custom/:pass', members: 'identified', floor: 'member' },
  { path: '/me/profile/rewards', members: 'both', floor: 'member' },
  { path: '/me/challenges', members: 'both' },
  { path: '/widget/prizewheel', members: 'both' },
  { path: '/widget/quiz', members: 'both' },
  { path: '/me/profile', members: 'both' },
  { path: '/me/profile/avatar', members: 'both', floor: 'member' },
  { path: '/me/friends', members: 'both' },
  { path: '/me/moreFriends', members: 'both' },
  { path: '/me/leaderboard', members: 'both' },
  // The demo's running specials, one of each kind that has a page of its own (docs/specials.md).
  { path: '/me/special/adventskalender', members: 'both' },
  { path: '/me/special/black-week', members: 'both' },
  { path: '/me/special/neujahrsvorsaetze', members: 'both' },
  { path: '/me/posts', members: 'both' },
  { path: '/me/posts/:post', members: 'both' },
  { path: '/widget/post/:post', members: 'both' },
  // The widgets of docs/widgets.md; the featured rewards and the special's teaser have no session.
  { path: '/widget/main', members: 'both' },
  { path: '/widget/user', members: 'both', floor: 'member' },
  { path: '/widget/profile', members: 'both' },
  { path: '/widget/reward/:reward', members: 'both' },
  { path: '/widget/reward', members: 'none' },
  { path: '/widget/special', members: 'both' },
  { path: '/widget/special/simple', members: 'none' },
  { path: '/me/faq', members: 'both' },
  { path: '/me/voucher', members: 'both' },
  // A voucher the identified demo member redeemed (server.mjs redeems the demo's shared code).
  { path: '/me/voucher/:voucher', members: 'identified', floor: 'member' },
  // The popups (docs/notifications.md, "Pages"): the picture and heading in the HTML, the member's record a leaf.
  { path: '/notification/badge', members: 'both', floor: 'member' },
  { path: '/notification/levelup', members: 'both', floor: 'member' },
  { path: '/notification/profile', members: 'both', floor: 'member' },
  { path: '/notification/birthday', members: 'both', floor: 'member' },
  { path: '/notification/register', members: 'both', floor: 'member' },
  { path: '/notification/specialday', members: 'both', floor: 'member' },
  { path: '/notification/christmas', members: 'both', floor: 'member' },
  { path: '/notification/birthdayweek', members: 'both', floor: 'member' },
  // An editor's popup: the same for everyone, all in the HTML.
  { path: '/notification/detail/:popup', members: 'both' },
  { path: '/maintenance', members: 'none' },
];
