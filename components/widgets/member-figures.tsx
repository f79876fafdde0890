'use client';
import { useTranslations } from 'next-intl';
import { CurrencyIcon } from '@/components/ui/currency-icon';
import { Skeleton } from '@/components/ui/skeleton';
import type { Me } from '@/lib/contracts/me';
import { MemberNotice } from './member-notice';
import { useWidgetMember } from './use-widget-member';
import styles from './widgets.module.css';

/** The level as a widget names it; anonymous members do not level up (docs/product.md §10.1). */
export function levelText(t: ReturnType<typeof useTranslations<'widgets'>>, me: Me) {
  if (me.anonymous) return t('anonymousLevel');
  return me.level ? t('level', { position: me.level.position, name: me.level.name }) : t('noLevel');
}

/** Balance and level side by side (main and user widgets); skeletons of the same size while /me loads. */
export function MemberFigures() {
  const t = useTranslations('widgets');
  const member = useWidgetMember();
  if (member.state !== 'ready' && member.state !== 'loading') {
    return (
      <div className={styles.member}>
        <MemberNotice member={member} />
      </div>
    );
  }
  const me = member.me;
  return (
    <div className={styles.figures}>
      <div className={styles.figure}>
        <span className={styles.figureLabel}>{t('balanceLabel')}</span>
        <span className={styles.figureValue} data-testid="widget-balance">
          {me ? (
            <>
              <CurrencyIcon size={20} />
              {t('points', { points: me.points_available })}
            </>
          ) : (
            <Skeleton width={96} height={20} />
          )}
        </span>
      </div>
      <div className={styles.figure}>
        <span className={styles.figureLabel}>{t('levelLabel')}</span>
        <span className={styles.figureValue} data-testid="widget-level">
          {me ? levelText(t, me) : <Skeleton width={110} height={20} />}
        </span>
      </div>
    </div>
  );
}
