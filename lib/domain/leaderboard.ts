// The leaderboard's boards (docs/leaderboard.md): lifetime earned Räppli (`total`) or this business
// week's (`week`), among every ranked member or among the member's friends. Here, not in the
// contract, so the profile's tabs name them without loading zod in the browser.

export const LEADERBOARD_PERIODS = ['total', 'week'] as const;
export const LEADERBOARD_SCOPES = ['all', 'friends'] as const;
