import { getTranslations } from 'next-intl/server';
import styles from './error-page.module.css';
import { CurrencyIcon } from '@/components/ui/currency-icon';

/** 404 pages: 'Page not found' for unknown routes, 'Page Not Found: {path}' for a failed validity check. */
export async function NotFoundPage({ path }: { path?: string }) {
  const t = await getTranslations('notFound');
  return (
    <div className={styles.page} data-testid="not-found">
      <CurrencyIcon size={40} />
      <h1 className={styles.title}>{path ? t('routeTitle', { path }) : t('title')}</h1>
      <p className={styles.text}>{t('text')}</p>
    </div>
  );
}
