'use client';
import { useTranslations } from 'next-intl';
import type { VoucherLookup } from '@/lib/contracts/vouchers';
import { AppLink } from '@/components/ui/app-link';
import button from '@/components/ui/button.module.css';
import styles from './vouchers.module.css';

type Props = { voucher: VoucherLookup; code: string; anonymous: boolean; redeeming: boolean; onRedeem: () => void; onOther: () => void };

/** What a looked-up code gives and until when; the redeem button while it can be redeemed, else why not. */
export function VoucherOffer({ voucher, code, anonymous, redeeming, onRedeem, onOther }: Props) {
  const t = useTranslations('voucher.offer');
  const state = voucher.state;
  return (
    <section className={styles.card} aria-labelledby="voucher-offer-title" data-testid="voucher-offer" data-state={state}>
      <p className={styles.kicker}>{t('kicker')}</p>
      <h2 className={styles.cardTitle} id="voucher-offer-title">
        {voucher.title}
      </h2>
      <p className={styles.gives} data-testid="voucher-gives">
        {voucher.points !== null ? t('points', { points: voucher.points }) : t('reward', { title: voucher.reward_title ?? '' })}
      </p>
      <p className={styles.muted}>
        <span className={styles.code}>{code}</span> · {t('validUntil', { date: new Date(voucher.valid_until) })}
      </p>
      {state === 'redeemed' ? (
        <>
          <p className={styles.note} data-testid="voucher-state">
            {t('redeemed')}
          </p>
          <AppLink className={`${button.button} ${button.secondary}`} href={`/me/voucher/${voucher.voucher_id}`}>
            {t('showVoucher')}
          </AppLink>
        </>
      ) : state === 'used_up' ? (
        <p className={styles.error} role="alert" data-testid="voucher-state">
          {t('usedUp')}
        </p>
      ) : state === 'limit_reached' ? (
        <p className={styles.error} role="alert" data-testid="voucher-state">
          {t('limitReached')}
        </p>
      ) : anonymous ? null : (
        <button type="button" className={button.button} onClick={onRedeem} disabled={redeeming} aria-busy={redeeming || undefined} data-testid="voucher-redeem">
          {redeeming ? t('redeeming') : t('redeem')}
        </button>
      )}
      <button type="button" className={`${button.button} ${button.secondary}`} onClick={onOther} data-testid="voucher-other">
        {t('other')}
      </button>
    </section>
  );
}
