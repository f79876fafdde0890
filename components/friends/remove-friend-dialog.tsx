'use client';
import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { Modal } from '@/components/ui/modal';
import button from '@/components/ui/button.module.css';
import form from '@/components/ui/form.module.css';
import styles from './friends.module.css';

/** "{username} entfernen?" — a friendship ends only with this answer. */
export function RemoveFriendDialog({ username, busy, onKeep, onRemove }: { username: string; busy: boolean; onKeep: () => void; onRemove: () => void }) {
  const t = useTranslations('friends.remove');
  const id = useId();
  return (
    <Modal labelledBy={`${id}-title`} describedBy={`${id}-text`} onEscape={() => (busy ? undefined : onKeep())} testId="remove-friend-dialog">
      <h2 className={styles.dialogTitle} id={`${id}-title`}>
        {t('question', { username })}
      </h2>
      <p id={`${id}-text`}>{t('text', { username })}</p>
      <div className={form.actions}>
        <button type="button" className={button.button} onClick={onRemove} disabled={busy} aria-busy={busy || undefined}>
          {t('confirm')}
        </button>
        <button type="button" className={`${button.button} ${button.secondary}`} onClick={onKeep} disabled={busy} data-autofocus>
          {t('keep')}
        </button>
      </div>
    </Modal>
  );
}
