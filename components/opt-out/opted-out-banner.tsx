'use client';
import { useTranslations } from 'next-intl';
import { optOutOf } from '@/lib/client/me-meta';
import { useOverviewMember } from '@/components/overview/use-overview-member';
import styles from './opt-out.module.css';

export const OPTED_OUT_BANNER_ID = 'opted-out-banner';

/** Shown on the overview once the member opted out: they no longer earn or redeem. */
export function OptedOutBanner() {
  const t = useTranslations('optOut');
  const { member } = useOverviewMember();
  const optOut = member ? optOutOf(member) : null;
  if (!optOut) return null;
  return (
    <section className={styles.banner} id={OPTED_OUT_BANNER_ID} tabIndex={-1} aria-labelledby="opted-out-title" data-testid="opted-out-banner">
      <h2 className={styles.bannerTitle} id="opted-out-title">
        {t('banner')}
      </h2>
      <p className={styles.bannerText}>{optOut.since ? t('bannerSince', { date: optOut.since }) : t('bannerText')}</p>
    </section>
  );
}
