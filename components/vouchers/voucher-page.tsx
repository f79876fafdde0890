import { useTranslations } from 'next-intl';
import { SignInProblem } from '@/components/session/sign-in-problem';
import { VoucherRedeem } from './voucher-redeem';
import styles from './vouchers.module.css';

/**
 * /me/voucher: title and intro in the page's HTML; the scanner, the typed code and the redeem are the
 * member's leaf. A broken sign-in is said when the page opens, not at "Jetzt einlösen" (docs/product.md §6.7).
 */
export function VoucherPage() {
  const t = useTranslations('voucher');
  return (
    <div className={styles.stack}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <SignInProblem />
      <VoucherRedeem />
    </div>
  );
}
