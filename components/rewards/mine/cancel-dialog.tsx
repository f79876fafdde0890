'use client';
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { Order, OrderActionResult } from '@/lib/contracts/rewards';
import { cancelOrder, type SsoPair } from '@/lib/client/rewards-api';
import { useApiErrorText } from '@/lib/client/use-api-error-text';
import { Modal } from '@/components/ui/modal';
import button from '@/components/ui/button.module.css';
import styles from './my-rewards.module.css';

type Props = { order: Order; collectorToken: string; pair: SsoPair; onClose: () => void; onCanceled: (result: OrderActionResult) => void };

/** "Willst du … wirklich stornieren?": a reward not yet picked up or sent goes back, the Räppli it cost included — a free one costs none, and says so (docs/product.md §9.5). */
export function CancelDialog({ order, collectorToken, pair, onClose, onCanceled }: Props) {
  const t = useTranslations('myRewards');
  const errorText = useApiErrorText();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      onCanceled(await cancelOrder(collectorToken, pair, order.id));
    } catch (e) {
      setError(errorText(e));
      setBusy(false);
    }
  };

  return (
    <Modal labelledBy={`${id}-title`} describedBy={`${id}-text`} onEscape={() => (busy ? undefined : onClose())} testId="cancel-dialog">
      <h2 id={`${id}-title`} className={styles.dialogTitle}>
        {t('cancelTitle')}
      </h2>
      <p id={`${id}-text`}>{t('cancelQuestion', { title: order.reward.title, cost: order.cost })}</p>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.dialogActions}>
        <button type="button" className={button.button} onClick={() => void confirm()} aria-busy={busy}>
          {busy ? t('canceling') : t('cancelConfirm')}
        </button>
        <button type="button" className={`${button.button} ${button.secondary}`} onClick={onClose} disabled={busy} data-autofocus>
          {t('cancelKeep')}
        </button>
      </div>
    </Modal>
  );
}
