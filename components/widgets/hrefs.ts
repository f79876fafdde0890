// The app pages the widgets open (docs/widgets.md). Kept apart from the shop's RewardCard, whose
// module would bring its client badge into every widget's bundle.
export const rewardHref = (id: number) => `/me/rewards/detail/${id}`;
export const specialHref = (slug: string) => `/me/special/${slug}`;
