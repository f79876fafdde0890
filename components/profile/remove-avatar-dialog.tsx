'use client';
import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { Modal } from '@/components/ui/modal';
import button from '@/components/ui/button.module.css';
import form from '@/components/ui/form.module.css';
import styles from './avatar.module.css';

/** "Profilbild entfernen?" — nothing is deleted without this answer. */
export function RemoveAvatarDialog({ busy, onKeep, onRemove }: { busy: boolean; onKeep: () => void; onRemove: () => void }) {
  const t = useTranslations('profile.avatar');
  const id = useId();
  return (
    <Modal labelledBy={`${id}-title`} describedBy={`${id}-text`} onEscape={() => (busy ? undefined : onKeep())} testId="remove-avatar-dialog">
      <h2 className={styles.dialogTitle} id={`${id}-title`}>
        {t('removeQuestion')}
      </h2>
      <p id={`${id}-text`}>{t('removeText')}</p>
      <div className={form.actions}>
        <button type="button" className={button.button} onClick={onRemove} disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('removing') : t('removeConfirm')}
        </button>
        <button type="button" className={`${button.button} ${button.secondary}`} onClick={onKeep} disabled={busy} data-autofocus>
          {t('keep')}
        </button>
      </div>
    </Modal>
  );
}
