'use client';
import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import type { VoucherLookup, VoucherRedeemResult } from '@/lib/contracts/vouchers';
import { AppLink } from '@/components/ui/app-link';
import button from '@/components/ui/button.module.css';
import styles from './vouchers.module.css';

/** After the redeem: what it gave, the new balance, and where it is now (my rewards or the statement). */
export function VoucherSuccess({ result, voucher, onAnother }: { result: VoucherRedeemResult; voucher: VoucherLookup; onAnother: () => void }) {
  const t = useTranslations('voucher.success');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={`${styles.card} ${styles.success}`} aria-labelledby="voucher-success-title" data-testid="voucher-success">
      <h2 className={styles.successTitle} id="voucher-success-title" ref={heading} tabIndex={-1}>
        {t('title')}
      </h2>
      <p className={styles.gives}>{voucher.title}</p>
      <p className={styles.text}>
        {result.order_id !== null ? t('reward', { title: voucher.reward_title ?? voucher.title }) : t('points', { points: result.points_awarded })}
      </p>
      <p className={styles.note} data-testid="voucher-balance">
        {t('balance', { balance: result.balance })}
      </p>
      <AppLink className={button.button} href={result.order_id !== null ? '/me/profile/rewards' : '/me/overview#statement'}>
        {result.order_id !== null ? t('toOrder') : t('toStatement')}
      </AppLink>
      <button type="button" className={`${button.button} ${button.secondary}`} onClick={onAnother}>
        {t('another')}
      </button>
    </section>
  );
}
