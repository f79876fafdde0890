'use client';
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { Order, OrderActionResult } from '@/lib/contracts/rewards';
import { redeemCoupon, type SsoPair } from '@/lib/client/rewards-api';
import { useApiErrorText } from '@/lib/client/use-api-error-text';
import { COUPON_SHOW_MINUTES } from '@/lib/domain/redeem';
import { Modal } from '@/components/ui/modal';
import button from '@/components/ui/button.module.css';
import styles from '@/components/rewards/mine/my-rewards.module.css';

type Props = { order: Order; collectorToken: string; pair: SsoPair; onClose: () => void; onRedeemed: (result: OrderActionResult) => void };

/** The coupon-activation modal (docs/product.md §5.9, §9.6): redeeming shows the code for a while and cannot be undone. */
export function RedeemDialog({ order, collectorToken, pair, onClose, onRedeemed }: Props) {
  const t = useTranslations('myRewards.coupon');
  const errorText = useApiErrorText();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const redeem = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      onRedeemed(await redeemCoupon(collectorToken, pair, order.id));
    } catch (e) {
      setError(errorText(e));
      setBusy(false);
    }
  };

  return (
    <Modal labelledBy={`${id}-title`} describedBy={`${id}-text`} onEscape={() => (busy ? undefined : onClose())} testId="redeem-dialog">
      <h2 id={`${id}-title`} className={styles.dialogTitle}>
        {t('modalTitle')}
      </h2>
      <p id={`${id}-text`}>{t('modalText', { minutes: COUPON_SHOW_MINUTES })}</p>
      {error ? (
        <p className={styles.error} role="alert" data-testid="redeem-error">
          {error}
        </p>
      ) : null}
      <div className={styles.dialogActions}>
        <button type="button" className={button.button} onClick={() => void redeem()} aria-busy={busy}>
          {busy ? t('redeeming') : t('modalConfirm')}
        </button>
        <button type="button" className={`${button.button} ${button.secondary}`} onClick={onClose} disabled={busy}>
          {t('modalCancel')}
        </button>
      </div>
    </Modal>
  );
}
