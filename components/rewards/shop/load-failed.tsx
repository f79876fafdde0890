'use client';
import { useTranslations } from 'next-intl';
import styles from './shop.module.css';

export function LoadFailed({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const t = useTranslations('shop');
  return (
    <p className={styles.failed} role="status">
      {message ?? t('loadFailed')}{' '}
      <button type="button" className={styles.inlineButton} onClick={onRetry}>
        {t('retry')}
      </button>
    </p>
  );
}
