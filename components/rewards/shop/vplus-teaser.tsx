'use client';
import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/app-link';
import styles from './shop.module.css';

/** The way from the shop to the subscriber rewards. */
export function VplusTeaser() {
  const t = useTranslations('shop');
  return (
    <AppLink href="/me/rewards/vplus" className={styles.teaser} data-testid="vplus-teaser">
      <span className={styles.teaserStar} aria-hidden="true">
        ★
      </span>
      <span className={styles.teaserText}>
        <span className={styles.teaserTitle}>{t('vplusTeaserTitle')}</span>
        <span className={styles.teaserBody}>{t('vplusTeaserText')}</span>
      </span>
      <span aria-hidden="true" className={styles.teaserArrow}>
        ›
      </span>
    </AppLink>
  );
}
