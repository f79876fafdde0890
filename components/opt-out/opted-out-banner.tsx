'use client';
import { useTranslations } from 'next-intl';
import styles from './opt-out.module.css';

export const OPTED_OUT_BANNER_ID = 'opted-out-banner';

/** Shown on the overview once the member opted out: they no longer earn or redeem. */
export function OptedOutBanner({ since }: { since: Date | null }) {
  const t = useTranslations('optOut');
  return (
    <section className={styles.banner} id={OPTED_OUT_BANNER_ID} tabIndex={-1} aria-labelledby="opted-out-title" data-testid="opted-out-banner">
      <h2 className={styles.bannerTitle} id="opted-out-title">
        {t('banner')}
      </h2>
      <p className={styles.bannerText}>{since ? t('bannerSince', { date: since }) : t('bannerText')}</p>
    </section>
  );
}
