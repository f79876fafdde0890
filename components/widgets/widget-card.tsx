import type { ReactNode } from 'react';
import { CurrencyIcon } from '@/components/ui/currency-icon';
import styles from './widgets.module.css';

/** The frame every widget shares: a card with the coin, a title and what follows. */
export function WidgetCard({ title, children, tone, testId }: { title: string; children: ReactNode; tone?: 'vplus'; testId: string }) {
  return (
    <section className={`${styles.card} ${tone === 'vplus' ? styles.vplus : ''}`} aria-label={title} data-testid={testId}>
      <header className={styles.head}>
        <CurrencyIcon size={28} />
        <h1 className={styles.title}>{title}</h1>
      </header>
      {children}
    </section>
  );
}
