import { useTranslations } from 'next-intl';
import { VoucherRedeem } from './voucher-redeem';
import styles from './vouchers.module.css';

/** /me/voucher: title and intro in the page's HTML; the scanner, the typed code and the redeem are the member's leaf. */
export function VoucherPage() {
  const t = useTranslations('voucher');
  return (
    <div className={styles.stack}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <VoucherRedeem />
    </div>
  );
}
