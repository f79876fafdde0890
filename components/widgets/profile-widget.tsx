import { useTranslations } from 'next-intl';
import type { Reward } from '@/lib/contracts/rewards';
import { RewardRows } from './reward-row';
import { SubscriberStatus } from './subscriber-status';
import { WebViewLink } from './web-view-link';
import { WidgetCard } from './widget-card';
import styles from './widgets.module.css';

/** How many exclusive rewards the subscriber widget lists. */
export const PROFILE_REWARDS = 3;

/** /widget/profile (vplus layout): what a subscription brings and the exclusive rewards; whether they are the member's is a leaf. */
export function ProfileWidget({ items }: { items: Reward[] }) {
  const t = useTranslations('widgets');
  return (
    <WidgetCard title={t('profileTitle')} tone="vplus" testId="widget-profile">
      <p className={styles.intro}>{t('profileIntro')}</p>
      <ul className={styles.perks}>
        <li>{t('perkExclusive')}</li>
        <li>{t('perkFirst')}</li>
        <li>{t('perkSame')}</li>
      </ul>
      <SubscriberStatus />
      <h2 className={styles.title}>{t('exclusiveTitle')}</h2>
      <RewardRows items={items.slice(0, PROFILE_REWARDS)} empty={t('noExclusive')} />
      <WebViewLink href="/me/rewards/vplus" variant="secondary" className={styles.secondaryOnDark}>
        {t('allExclusive')}
      </WebViewLink>
    </WidgetCard>
  );
}
