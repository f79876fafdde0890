'use client';
import { useTranslations } from 'next-intl';
import type { ConsoleItem } from '@/lib/contracts/console-content';
import { useWheelSegments } from '@/lib/client/console-api';
import { wheelFigures } from './wheel-figures';
import styles from '../console.module.css';

const one = new Intl.NumberFormat('de-AT', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const percent = new Intl.NumberFormat('de-AT', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Above the segments list: what a spin gives on average over the published segments. */
export function WheelExpectation() {
  const t = useTranslations('console.content.wheel');
  const segments = useWheelSegments();
  if (!segments.data) return null;
  const f = wheelFigures(segments.data.items);
  return (
    <section className={styles.card} data-testid="wheel-expectation">
      <p className={styles.bigNumber}>{t('expected', { value: one.format(f.expected) })}</p>
      <p className={styles.muted}>{f.count === 0 ? t('empty') : t('expectedText', { count: f.count, weight: f.totalWeight })}</p>
      {f.withDrafts !== null && f.withDrafts !== f.expected ? (
        <p className={`${styles.hint} ${styles.liveValue}`} data-testid="wheel-expectation-drafts">
          {t('withDrafts', { value: one.format(f.withDrafts) })}
        </p>
      ) : null}
    </section>
  );
}

/** A segment's share of the wheel (weight ÷ Σ weights of the published ones); none while it is not on it. */
export function WheelShare({ item }: { item: ConsoleItem<Record<string, unknown>> }) {
  const t = useTranslations('console.content.wheel');
  const segments = useWheelSegments();
  if (!segments.data) return null;
  const share = wheelFigures(segments.data.items).shares.get(item.id);
  return share === undefined ? <span className={styles.hint}>{t('offWheel')}</span> : <>{percent.format(share)}</>;
}
