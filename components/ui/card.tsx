import type { ReactNode } from 'react';
import styles from './card.module.css';

export function Card({ title, children, id }: { title?: string; children: ReactNode; id?: string }) {
  return (
    <section className={styles.card} aria-labelledby={title && id ? `${id}-title` : undefined}>
      {title ? (
        <h2 className={styles.title} id={id ? `${id}-title` : undefined}>
          {title}
        </h2>
      ) : null}
      {children}
    </section>
  );
}
