'use client';
import { useTranslations } from 'next-intl';
import { usePublicConfig } from '@/lib/client/public-config';
import { useRewards } from '@/lib/client/rewards-api';
import { AppLink } from '@/components/ui/app-link';
import { useSessionQuery } from '@/lib/client/use-session-query';
import { Featured } from './featured';
import { RewardGrid } from './reward-grid';
import { LoadFailed } from './load-failed';
import { VplusTeaser } from './vplus-teaser';
import { featuredItems, shopSections } from './shop-sections';
import styles from './shop.module.css';

/** /me/rewards: top rewards in a slider, then rewards, raffles, donations and specials by category. */
export function RewardsShop() {
  const t = useTranslations('shop');
  const { collectorToken } = useSessionQuery();
  const config = usePublicConfig();
  const list = useRewards(collectorToken, { exclusive: false });
  const categories = config.data?.categories;
  const items = list.data?.items;
  const failed = (list.error || config.error) && !(items && categories);

  return (
    <div className={styles.stack}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('title')}</h1>
          <p className={styles.intro}>{t('intro')}</p>
        </div>
        {/* What the member already has: coupons to show at the till, passes, tickets. */}
        <AppLink className={styles.back} href="/me/profile/rewards" data-testid="shop-my-rewards">
          {t('myRewardsLink')} ›
        </AppLink>
      </header>
      {failed ? (
        <LoadFailed onRetry={() => void Promise.all([list.mutate(), config.mutate()])} />
      ) : !items || !categories ? (
        <section className={styles.section} aria-busy="true">
          <h2 className={styles.sectionTitle}>{t('sections.rewards')}</h2>
          <RewardGrid skeletons={4} />
        </section>
      ) : items.length === 0 ? (
        <p className={styles.intro}>{t('empty')}</p>
      ) : (
        <>
          <Featured items={featuredItems(items, categories)} />
          <VplusTeaser />
          {shopSections(items, categories).map((s) => (
            <section key={s.key} className={styles.section} aria-labelledby={`shop-${s.key}`} data-testid={`shop-${s.key}`}>
              <h2 id={`shop-${s.key}`} className={styles.sectionTitle}>
                {t(`sections.${s.key}`)}
              </h2>
              <RewardGrid items={s.items} />
            </section>
          ))}
        </>
      )}
    </div>
  );
}
