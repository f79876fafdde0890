import { useTranslations } from 'next-intl';
import type { Reward } from '@/lib/contracts/rewards';
import { RewardRows } from './reward-row';
import { WebViewLink } from './web-view-link';
import { WidgetCard } from './widget-card';
import styles from './widgets.module.css';

/** How many featured rewards the widget lists (a news page's column, not the shop's slider). */
export const FEATURED_IN_WIDGET = 3;

/** /widget/reward: the featured rewards, the same for every reader (no session). */
export function FeaturedWidget({ items }: { items: Reward[] }) {
  const t = useTranslations('widgets');
  return (
    <WidgetCard title={t('featuredTitle')} testId="widget-featured">
      <p className={styles.intro}>{t('featuredIntro')}</p>
      <RewardRows items={items} empty={t('noFeatured')} />
      <WebViewLink href="/me/rewards" variant="secondary">
        {t('allRewards')}
      </WebViewLink>
    </WidgetCard>
  );
}
