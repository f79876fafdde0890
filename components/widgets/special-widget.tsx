import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Special } from '@/lib/contracts/me';
import { lastMomentBefore } from '@/lib/domain/business-time';
import { specialHref } from './hrefs';
import { WebViewLink } from './web-view-link';
import { WidgetCard } from './widget-card';
import styles from './widgets.module.css';

// The end is exclusive (docs/specials.md): the last day shown is the one before it.
/**
 * /widget/special (with the member's progress, a leaf the page passes) and /widget/special/simple
 * (the teaser, no session): the first special running now, or a word that none runs.
 */
export function SpecialWidget({ special, progress }: { special: Special | null; progress?: (slug: string) => ReactNode }) {
  const t = useTranslations('widgets');
  if (!special) {
    return (
      <WidgetCard title={t('specialTitle')} testId="widget-special">
        <p className={styles.notice} data-testid="widget-no-special">
          {t('noSpecial')}
        </p>
        <WebViewLink href="/me/rewards" variant="secondary">
          {t('allRewards')}
        </WebViewLink>
      </WidgetCard>
    );
  }
  return (
    <WidgetCard title={special.title} testId="widget-special">
      {special.ends_at ? <p className={styles.dates}>{t('specialUntil', { date: lastMomentBefore(special.ends_at) })}</p> : null}
      <p className={styles.intro}>{t('specialTeaser')}</p>
      {progress?.(special.slug)}
      <WebViewLink href={specialHref(special.slug)} testId="widget-special-open">
        {t('specialOpen')}
      </WebViewLink>
    </WidgetCard>
  );
}
