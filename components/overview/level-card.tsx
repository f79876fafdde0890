'use client';
import { useTranslations } from 'next-intl';
import type { Me } from '@/lib/contracts/me';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import styles from './overview.module.css';

export function LevelCard({ me }: { me: Me | undefined }) {
  const t = useTranslations('overview');
  const level = me?.level;
  const next = me?.next_level;
  // Anonymous members stay on the lowest level (nothing to fill); the top level is a full bar.
  const progress = !me || me.anonymous ? 0 : (next?.progress ?? 100);
  return (
    <Card title={t('level')} id="level">
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
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={t('progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
      >
        <div className={styles.barFill} style={{ width: `${progress}%` }} />
      </div>
      <p className={styles.hint} data-testid="level-hint">
        {!me ? null : me.anonymous ? t('loginToLevelUp') : next ? t('nextLevel', { missing: next.missing, name: next.name }) : t('topLevel')}
      </p>
    </Card>
  );
}
