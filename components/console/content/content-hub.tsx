'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { CONTENT_RESOURCES } from '@/lib/contracts/console-content';
import styles from '../console.module.css';

/** /console/content: the content resources editors keep, each with what it is. */
export function ContentHub() {
  const t = useTranslations('console.content');
  return (
    <>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.muted}>{t('intro')}</p>
      <div className={styles.tiles} data-testid="content-hub">
        {CONTENT_RESOURCES.map((r) => (
          <Link key={r} href={`/console/content/${r}`} className={styles.tile}>
            <strong>{t(`resources.${r}.title`)}</strong>
            <span>{t(`resources.${r}.about`)}</span>
          </Link>
        ))}
      </div>
    </>
  );
}
