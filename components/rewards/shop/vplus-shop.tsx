import { useTranslations } from 'next-intl';
import type { Reward } from '@/lib/contracts/rewards';
import { AppLink } from '@/components/ui/app-link';
import { RewardGrid } from './reward-grid';
import { VplusHint } from './vplus-hint';
import styles from './shop.module.css';

/** /me/rewards/vplus: the exclusive rewards, rendered on the server; whether they are open to the member is a leaf. */
export function VplusShop({ items }: { items: Reward[] }) {
  const t = useTranslations('shop');
  return (
    <div className={styles.stack}>
      <AppLink href="/me/rewards" className={styles.back}>
        ‹ {t('backToShop')}
      </AppLink>
      <header>
        <h1 className={styles.title}>{t('vplusTitle')}</h1>
        <p className={styles.intro}>{t('vplusIntro')}</p>
      </header>
      <VplusHint />
      {items.length === 0 ? <p className={styles.intro}>{t('empty')}</p> : <RewardGrid items={items} leadsPage />}
    </div>
  );
}
