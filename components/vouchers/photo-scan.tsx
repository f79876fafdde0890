'use client';
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { decodeQrFile } from '@/lib/client/qr-decode';
import button from '@/components/ui/button.module.css';
import styles from './vouchers.module.css';

/** The photo upload: the picture is read in the browser (nothing is sent), its QR code's text handed on. */
export function PhotoScan({ onText }: { onText: (text: string) => void }) {
  const t = useTranslations('voucher.scan');
  const id = useId();
  const [reading, setReading] = useState(false);
  const [noCode, setNoCode] = useState(false);
  return (
    <div className={styles.actions}>
      <input
        id={id}
        className={styles.fileInput}
        type="file"
        accept="image/*"
        data-testid="voucher-photo"
        aria-describedby={`${id}-hint`}
        onChange={async (e) => {
          const input = e.currentTarget;
          const file = input.files?.[0];
          if (!file) return;
          setReading(true);
          setNoCode(false);
          const text = await decodeQrFile(file);
          input.value = '';
          setReading(false);
          if (text) onText(text);
          else setNoCode(true);
        }}
      />
      <label htmlFor={id} className={`${button.button} ${button.secondary} ${styles.fileLabel}`} aria-busy={reading || undefined}>
        {reading ? t('reading') : t('photo')}
      </label>
      <p className={styles.muted} id={`${id}-hint`}>
        {t('photoHint')}
      </p>
      {noCode ? (
        <p className={styles.error} role="alert" data-testid="photo-no-code">
          {t('noCode')}
        </p>
      ) : null}
    </div>
  );
}
