import type { ReactNode } from 'react';
import styles from './card.module.css';

/** A titled section; `id` is also its anchor (`/me/overview#statement`, `#badges`, `#level`). */
export function Card({ title, children, id }: { title?: string; children: ReactNode; id?: string }) {
  return (
    <section className={styles.card} id={id} aria-labelledby={title && id ? `${id}-title` : undefined}>
      {title ? (
        <h2 className={styles.title} id={id ? `${id}-title` : undefined}>
          {title}
        </h2>
      ) : null}
      {children}
    </section>
  );
}
