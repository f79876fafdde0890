// The pages `npm run lighthouse` measures; a new page joins with one line.
// `members`: who opens it — 'none' (no token), 'both' (the anonymous and the identified demo
// member, with the query strings of the demo URLs) or 'identified' (only that member has it).
// `:reward`, `:raffle`, `:coupon`, `:pass` and `:post` are ids looked up on the running server (server.mjs, findIds).
export const FLOOR = '/bench/bare';

export const PAGES = [
  { path: FLOOR, members: 'none' },
  // With a token `/` only forwards to /me/overview, which is measured below.
  { path: '/', members: 'none' },
  { path: '/open', members: 'none' },
  { path: '/me/open', members: 'both' },
  { path: '/me/overview', members: 'both' },
  { path: '/me/rewards', members: 'both' },
  { path: '/me/rewards/vplus', members: 'both' },
  { path: '/me/rewards/detail/:reward', members: 'both' },
  { path: '/me/rewards/detail/:raffle/audit', members: 'both' },
  { path: '/me/rewards/terms', members: 'both' },
  // Coupon and pass pages show an order, and only the identified demo member has orders.
  { path: '/me/rewards/detail/coupon/:coupon', members: 'identified' },
  { path: '/me/rewards/detail/custom/:pass', members: 'identified' },
  { path: '/me/profile/rewards', members: 'both' },
  { path: '/me/challenges', members: 'both' },
  { path: '/widget/prizewheel', members: 'both' },
  { path: '/widget/quiz', members: 'both' },
  { path: '/me/profile', members: 'both' },
  { path: '/me/profile/avatar', members: 'both' },
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
  { path: '/widget/user', members: 'both' },
  { path: '/widget/profile', members: 'both' },
  { path: '/widget/reward/:reward', members: 'both' },
  { path: '/widget/reward', members: 'none' },
  { path: '/widget/special', members: 'both' },
  { path: '/widget/special/simple', members: 'none' },
  { path: '/me/faq', members: 'both' },
  { path: '/me/voucher', members: 'both' },
  { path: '/maintenance', members: 'none' },
];
