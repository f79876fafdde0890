import { RewardImage } from '@/components/rewards/common/reward-image';

// A floor for `npm run lighthouse` (docs/benchmarks.md, "Lighthouse"): the bare page plus one
// reward picture loaded at once, as a page whose largest paint is a picture does at best.
export default function PictureFloorPage() {
  return <RewardImage src="/rewards/kino.svg" eager />;
}
