'use client';
import { useTranslations } from 'next-intl';
import type { BadgeState } from '@/lib/contracts/loyalty';
import { useBadges } from '@/lib/client/use-loyalty';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import styles from './badges.module.css';

/** Earned badges with their date, then the locked ones greyed out with how to earn them (GET /badges). */
export function BadgesCard({ collectorToken }: { collectorToken: string }) {
  const t = useTranslations('overview');
  const { data: badges, error } = useBadges(collectorToken);
  if (!badges) {
    return (
      <Card title={t('badges')} id="badges">
        {error ? <p className={styles.hint}>{t('loadFailed')}</p> : <BadgesSkeleton />}
      </Card>
    );
  }
  const earned = badges.filter((b) => b.earned_at !== null);
  const locked = badges.filter((b) => b.earned_at === null);
  return (
    <Card title={t('badges')} id="badges">
      {earned.length === 0 ? (
        <p className={styles.hint}>{t('noBadges')}</p>
      ) : (
        <ul className={styles.earned} data-testid="badges">
          {earned.map((b) => (
            <EarnedBadge key={b.id} badge={b} />
          ))}
        </ul>
      )}
      {locked.length > 0 ? (
        <>
          <h3 className={styles.subtitle} id="badges-locked">
            {t('badgesLocked')}
          </h3>
          <ul className={styles.locked} aria-labelledby="badges-locked" data-testid="badges-locked">
            {locked.map((b) => (
              <LockedBadge key={b.id} badge={b} />
            ))}
          </ul>
        </>
      ) : null}
    </Card>
  );
}

function EarnedBadge({ badge }: { badge: BadgeState }) {
  const t = useTranslations('overview');
  return (
    <li className={styles.badge}>
      {/* eslint-disable-next-line @next/next/no-img-element -- small static SVG */}
      <img src={badge.image_url} width={56} height={56} alt="" />
      <span className={styles.name}>{badge.name}</span>
      <span className={styles.date}>{t('badgeEarned', { date: new Date(badge.earned_at ?? 0) })}</span>
    </li>
  );
}

function LockedBadge({ badge }: { badge: BadgeState }) {
  const t = useTranslations('overview');
  return (
    <li className={styles.lockedRow}>
      <span className={styles.lockedImage}>
        {/* eslint-disable-next-line @next/next/no-img-element -- small static SVG */}
        <img src={badge.image_url} width={40} height={40} alt="" />
        <LockIcon />
      </span>
      <span className={styles.lockedText}>
        <span className={styles.name}>
          {badge.name}
          <span className="visually-hidden"> ({t('badgeLocked')})</span>
        </span>
        <span className={styles.how}>{badge.description}</span>
      </span>
    </li>
  );
}

function LockIcon() {
  return (
    <svg className={styles.lock} viewBox="0 0 16 16" width="18" height="18" aria-hidden="true">
      <circle cx="8" cy="8" r="8" fill="#5f6368" />
      <path d="M5.5 7V5.75a2.5 2.5 0 0 1 5 0V7" fill="none" stroke="#fff" strokeWidth="1.4" />
      <rect x="4.5" y="7" width="7" height="5" rx="1" fill="#fff" />
    </svg>
  );
}

/** About the height of one earned row and five locked badges, the usual picture. */
function BadgesSkeleton() {
  return (
    <div aria-hidden="true">
      <Skeleton height={104} />
      <ul className={`${styles.locked} ${styles.skeletonList}`}>
        {[0, 1, 2, 3, 4].map((i) => (
          <li key={i} className={styles.lockedRow}>
            <Skeleton width={40} height={40} radius={20} />
            <Skeleton width="70%" height={16} />
          </li>
        ))}
      </ul>
    </div>
  );
}
