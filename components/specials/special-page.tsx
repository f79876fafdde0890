import { useTranslations } from 'next-intl';
import type { SpecialDetail } from '@/lib/contracts/specials';
import { lastMomentBefore } from '@/lib/domain/business-time';
import { Countdown } from './countdown';
import { SpecialKindSection } from './kind-sections';
import styles from './specials.module.css';

/**
 * /me/special/{slug}: the common part every special has — title, dates, the countdown to its end,
 * its content blocks' titles — rendered on the server, then the kind's section (kind-sections.tsx),
 * which fills in the member's part in the browser (docs/specials.md).
 */
export function SpecialPage({ special }: { special: SpecialDetail }) {
  const t = useTranslations('specials');
  const starts = special.starts_at ? new Date(special.starts_at) : null;
  const ends = special.ends_at ? lastMomentBefore(special.ends_at) : null;
  return (
    <article className={styles.stack} data-testid="special-page" data-kind={special.kind}>
      <header className={styles.header}>
        <h1 className={styles.title}>{special.title}</h1>
        {starts && ends ? (
          <p className={styles.dates} data-testid="special-dates">
            {t('dates', { start: starts, end: ends })}
          </p>
        ) : ends ? (
          <p className={styles.dates}>{t('until', { end: ends })}</p>
        ) : null}
        {/* Black Week's section opens with the sale's own countdown. */}
        {special.kind === 'black_week' ? null : <Countdown startsAt={special.starts_at} endsAt={special.ends_at} />}
        {special.content
          .filter((c) => c.title)
          .map((c, i) => (
            <p key={i} className={styles.intro}>
              {c.title}
            </p>
          ))}
      </header>
      <SpecialKindSection special={special} />
    </article>
  );
}
