import { useTranslations } from 'next-intl';
import type { Reward } from '@/lib/contracts/rewards';
import { FeaturedCarousel } from './featured-carousel';
import { FeaturedRow } from './featured-row';
import styles from './shop.module.css';

export function Featured({ items }: { items: Reward[] }) {
  const t = useTranslations('shop');
  if (items.length === 0) return null;
  const texts = {
    carousel: t('carousel'),
    slide: t('slide'),
    // swiper fills its own placeholders in.
    slideLabel: t('slideLabel', { index: '{{index}}', total: '{{slidesLength}}' }),
  };
  return (
    <section aria-labelledby="shop-featured" className={styles.section}>
      <h2 id="shop-featured" className={styles.sectionTitle}>
        {t('featured')}
      </h2>
      <FeaturedCarousel count={items.length} texts={texts}>
        <FeaturedRow items={items} />
      </FeaturedCarousel>
    </section>
  );
}
