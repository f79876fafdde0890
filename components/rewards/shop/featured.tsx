'use client';
import { lazy, Suspense } from 'react';
import { useTranslations } from 'next-intl';
import type { Reward } from '@/lib/contracts/rewards';
import { FeaturedRow } from './featured-row';
import styles from './shop.module.css';

// swiper is fetched only when there is something to slide; until then the same cards sit in place.
const FeaturedSlider = lazy(() => import('./featured-slider'));

export function Featured({ items }: { items: Reward[] }) {
  const t = useTranslations('shop');
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="shop-featured" className={styles.section}>
      <h2 id="shop-featured" className={styles.sectionTitle}>
        {t('featured')}
      </h2>
      <Suspense fallback={<FeaturedRow items={items} />}>
        <FeaturedSlider items={items} />
      </Suspense>
    </section>
  );
}
