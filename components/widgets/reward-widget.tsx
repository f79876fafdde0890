import { useTranslations } from 'next-intl';
import type { RewardDetail } from '@/lib/contracts/rewards';
import { CostLabel } from '@/components/rewards/common/cost-label';
import { RewardImage } from '@/components/rewards/common/reward-image';
import { rewardHref } from './hrefs';
import { RewardBalance } from './reward-balance';
import { WebViewLink } from './web-view-link';
import { WidgetCard } from './widget-card';
import styles from './widgets.module.css';

/** /widget/reward/{id}: one reward with its price; what it means for the reader (its state, the member's Räppli) is a leaf. */
export function RewardWidget({ reward }: { reward: RewardDetail }) {
  const t = useTranslations('widgets');
  return (
    <WidgetCard title={reward.title} testId="widget-reward">
      <span className={styles.media}>
        <RewardImage src={reward.image_url} eager />
      </span>
      <CostLabel reward={reward} size="large" />
      <RewardBalance reward={reward} />
      <WebViewLink href={rewardHref(reward.id)} testId="widget-reward-detail">
        {t('rewardDetail')}
      </WebViewLink>
    </WidgetCard>
  );
}
