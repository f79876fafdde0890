import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { RaffleAudit } from '@/lib/contracts/rewards';
import styles from './audit.module.css';
import detail from '@/components/rewards/detail/detail.module.css';

/** End, draw, number of prizes, the hash published before the draw and the seed revealed after it. */
export function AuditFacts({ audit }: { audit: RaffleAudit }) {
  const t = useTranslations('audit.facts');
  const when = (iso: string | null, none: string) => (iso ? t('dateTime', { date: new Date(iso) }) : <span className={styles.muted}>{none}</span>);
  return (
    <section className={detail.panel} aria-labelledby="audit-facts-title">
      <h2 id="audit-facts-title" className={detail.panelTitle}>
        {t('title')}
      </h2>
      <dl className={styles.facts}>
        <Fact label={t('end')}>{when(audit.ends_at, t('noEnd'))}</Fact>
        <Fact label={t('drawnAt')}>{when(audit.drawn_at, t('notDrawn'))}</Fact>
        <Fact label={t('winners')}>{audit.winners}</Fact>
        <Fact label={t('hash')}>
          <code className={styles.hash} data-testid="audit-seed-hash">
            {audit.seed_hash}
          </code>
        </Fact>
        <Fact label={t('seed')}>
          {audit.seed ? (
            <code className={styles.hash} data-testid="audit-seed">
              {audit.seed}
            </code>
          ) : (
            <span className={styles.muted}>{t('seedHidden')}</span>
          )}
        </Fact>
      </dl>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
