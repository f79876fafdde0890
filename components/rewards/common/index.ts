// Shared reward UI (shop, detail, my rewards import from here).
export { CostLabel } from './cost-label';
export { RewardCard, rewardHref } from './reward-card';
export { RewardCardSkeleton } from './reward-card-skeleton';
export { RewardImage } from './reward-image';
export { StateBadge } from './state-badge';
