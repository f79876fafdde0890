'use client';
import { useTranslations } from 'next-intl';
import { SignInAction } from '@/components/session/sign-in-action';
import { Skeleton } from '@/components/ui/skeleton';
import { useOverviewMember } from './use-overview-member';
import styles from './overview.module.css';

/** The level card's member part: the level reached, the bar towards the next one and what is missing. */
export function LevelProgress() {
  const t = useTranslations('overview');
  const { member: me } = useOverviewMember();
  const level = me?.level;
  const next = me?.next_level;
  // Anonymous members stay on the lowest level (nothing to fill); the top level is a full bar.
  const progress = !me || me.anonymous ? 0 : (next?.progress ?? 100);
  return (
    <>
      <div className={styles.levelRow}>
        {me ? (
          <>
            {level?.image_url ? (
              // eslint-disable-next-line @next/next/no-img-element -- small static SVG
              <img src={level.image_url} width={48} height={48} alt="" />
            ) : null}
            <span className={styles.levelName} data-testid="level-name">
              {level ? t('levelName', { position: level.position, name: level.name }) : t('noLevel')}
            </span>
          </>
        ) : (
          <Skeleton width={200} height={24} />
        )}
      </div>
      <div className={styles.bar} role="progressbar" aria-label={t('progressLabel')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
        <div className={styles.barFill} style={{ width: `${progress}%` }} />
      </div>
      <p className={styles.hint} data-testid="level-hint">
        {!me ? null : me.anonymous ? (
          <>
            {t('loginToLevelUp')} <SignInAction variant="link" />
          </>
        ) : next ? (
          t('nextLevel', { missing: next.missing, name: next.name })
        ) : (
          t('topLevel')
        )}
      </p>
    </>
  );
}
