import { useTranslations } from 'next-intl';
import type { Reward } from '@/lib/contracts/rewards';
import type { CategoryIds } from '@/lib/server/pages/catalogue';
import { AppLink } from '@/components/ui/app-link';
import { Featured } from './featured';
import { RewardGrid } from './reward-grid';
import { VplusTeaser } from './vplus-teaser';
import { featuredItems, shopSections } from './shop-sections';
import styles from './shop.module.css';

/**
 * /me/rewards: top rewards in a slider, then rewards, raffles, donations and specials by category.
 * Rendered on the server from the catalogue; only the cards' badges are member leaves.
 */
export function RewardsShop({ items, categories }: { items: Reward[]; categories: CategoryIds }) {
  const t = useTranslations('shop');
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
      {items.length === 0 ? (
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
