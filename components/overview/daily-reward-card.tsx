import { useTranslations } from 'next-intl';
import type { DailyRewardItem } from '@/lib/contracts/loyalty';
import { Card } from '@/components/ui/card';
import { DailyRewardPicture } from './daily-reward-picture';
import { DailyRewardToday } from './daily-reward-today';
import styles from './daily-reward.module.css';

/** Today's daily reward (a member leaf) and what can be won each day, the same for everyone (the catalogue). */
export function DailyRewardCard({ items }: { items: DailyRewardItem[] }) {
  const t = useTranslations('overview');
  return (
    <Card title={t('dailyReward')} id="daily-reward">
      <DailyRewardToday />
      {items.length > 0 ? (
        <>
          <h3 className={styles.subtitle} id="daily-reward-options">
            {t('dailyRewardOptions')}
          </h3>
          {/* Scrolls sideways: focusable, so keyboard users can scroll it too. */}
          <ul className={styles.options} aria-labelledby="daily-reward-options" data-testid="daily-reward-options" tabIndex={0}>
            {items.map((item) => (
              <li key={item.id} className={styles.option}>
                <DailyRewardPicture src={item.image_url} size={40} />
                <span className={styles.optionTitle}>{item.title}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Card>
  );
}
