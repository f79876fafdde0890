'use client';
import styles from './games.module.css';

/** A failed read with the way to ask again. */
export function LoadFailed({ message, retry, onRetry, testId }: { message: string; retry: string; onRetry: () => void; testId?: string }) {
  return (
    <p className={styles.failed} role="alert" data-testid={testId}>
      {message}{' '}
      <button type="button" className={styles.inlineButton} onClick={onRetry}>
        {retry}
      </button>
    </p>
  );
}
