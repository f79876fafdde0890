import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { CurrencyIcon } from '@/components/ui/currency-icon';
import { NotFoundActions } from './not-found-actions';
import styles from './error-page.module.css';

/**
 * 404 pages: 'Page not found' for unknown routes, 'Page Not Found: {path}' for a failed validity
 * check (the fixed texts of docs/product.md §4.7), with the brand above and the ways back below.
 * `title` stands in for the heading where the path is only known in the browser.
 */
export async function NotFoundPage({ path, title }: { path?: string; title?: ReactNode }) {
  const t = await getTranslations('notFound');
  const app = await getTranslations('app');
  return (
    <div className={styles.page} data-testid="not-found">
      <div className={styles.brand}>
        <CurrencyIcon size={32} />
        <span>{app('currency')}</span>
      </div>
      <h1 className={`${styles.title} ${styles.wrap}`}>{title ?? (path ? t('routeTitle', { path }) : t('title'))}</h1>
      <p className={styles.text}>{t('text')}</p>
      <NotFoundActions back={t('back')} home={t('home')} />
    </div>
  );
}
