'use client';
import { useParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useMemberSession } from '@/lib/client/use-session';
import { useVoucher } from '@/lib/client/vouchers-api';
import { AppLink } from '@/components/ui/app-link';
import { Skeleton } from '@/components/ui/skeleton';
import button from '@/components/ui/button.module.css';
import styles from './vouchers.module.css';

/** /me/voucher/{id}: a voucher the member redeemed — what it gave and when, and where that is now. */
export function VoucherDetail() {
  const t = useTranslations('voucher.detail');
  const { id } = useParams<{ id: string }>();
  const { session } = useMemberSession();
  const voucher = useVoucher(session.known ? session.collectorToken : '', id ?? null);
  const v = voucher.data;
  return (
    <div className={styles.stack}>
      <AppLink className={styles.back} href="/me/voucher">
        ‹ {t('back')}
      </AppLink>
      <section className={styles.card} aria-labelledby="voucher-detail-title" data-testid="voucher-detail">
        <p className={styles.kicker}>{t('kicker')}</p>
        {v ? (
          <>
            <h1 className={styles.title} id="voucher-detail-title">
              {v.title}
            </h1>
            <p className={styles.gives}>{v.reward_title ? t('reward', { title: v.reward_title }) : t('points', { points: v.points_awarded })}</p>
            <p className={styles.muted}>{t('redeemedAt', { date: new Date(v.redeemed_at) })}</p>
            <AppLink className={`${button.button} ${button.secondary}`} href={v.order_id !== null ? '/me/profile/rewards' : '/me/overview#statement'}>
              {v.order_id !== null ? t('toOrder') : t('toStatement')}
            </AppLink>
          </>
        ) : voucher.error ? (
          <p className={styles.error} role="alert" data-testid="voucher-detail-error">
            {voucher.error.code === 'VOUCHER_NOT_FOUND' || voucher.error.code === 'VALIDATION_FAILED' ? t('notFound') : t('loadFailed')}
          </p>
        ) : (
          <>
            <Skeleton width="60%" height={28} />
            <Skeleton width="40%" height={32} />
            <Skeleton width="70%" height={18} />
          </>
        )}
      </section>
    </div>
  );
}
