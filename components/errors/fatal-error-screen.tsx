import { CurrencyIcon } from '@/components/ui/currency-icon';
import styles from './error-page.module.css';
import button from '@/components/ui/button.module.css';

/**
 * docs/product.md §5.8: the full-page fatal error screen (static layout): currency icon, the word Räppli and
 * 'Ein unerwarteter Fehler ist aufgetreten'. Texts are passed in: global-error renders outside
 * the intl provider.
 */
export function FatalErrorScreen({ currency, message, retryLabel, onRetry }: { currency: string; message: string; retryLabel: string; onRetry?: () => void }) {
  return (
    <div className={`${styles.page} ${styles.fatal}`} role="alert" data-testid="fatal-error">
      <div className={styles.brand}>
        <CurrencyIcon size={48} />
        <span>{currency}</span>
      </div>
      <h1 className={styles.title}>{message}</h1>
      {onRetry ? (
        <div className={styles.actions}>
          <button type="button" className={button.button} onClick={onRetry}>
            {retryLabel}
          </button>
        </div>
      ) : null}
    </div>
  );
}
