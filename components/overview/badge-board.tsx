'use client';
import { useTranslations } from 'next-intl';
import type { BadgeState } from '@/lib/contracts/loyalty';
import { Skeleton } from '@/components/ui/skeleton';
import { useOverviewMember } from './use-overview-member';
import styles from './badges.module.css';

type Badge = Omit<BadgeState, 'earned_at'> & { earned_at?: string | null };
type Row = { badge: Badge; row: number };

/**
 * Every badge in the catalogue's order, in the page's HTML; whether the member earned it fills in
 * where it already stands (the badges /me lists with their dates: no request of its own). The
 * earned and the locked list share the board's rows, so a badge keeps its place whichever list it
 * joins and nothing below moves.
 */
export function BadgeBoard({ badges }: { badges: Omit<BadgeState, 'earned_at'>[] }) {
  const t = useTranslations('overview');
  const { member } = useOverviewMember();
  const earnedAt = member ? new Map(member.badges.map((b) => [b.id, b.earned_at])) : null;
  const data = earnedAt ? badges.map((b) => ({ ...b, earned_at: earnedAt.get(b.id) ?? null })) : null;
  const rows: Row[] = (data ?? badges).map((badge, i) => ({ badge, row: i + 1 }));
  const earned = rows.filter((r) => r.badge.earned_at);
  const locked = rows.filter((r) => !r.badge.earned_at);
  return (
    <>
      <p className={styles.summary}>
        {data ? earned.length === 0 ? t('noBadges') : t('badgesCount', { earned: earned.length, total: rows.length }) : <Skeleton width="60%" height={18} />}
      </p>
      <div className={styles.board}>
        {!data ? (
          <ul className={styles.group} aria-busy="true">
            {rows.map((r) => (
              <BadgeRow key={r.badge.id} {...r} state="unknown" />
            ))}
          </ul>
        ) : (
          <>
            {earned.length > 0 ? (
              <ul className={styles.group} aria-label={t('badgesEarned')} data-testid="badges">
                {earned.map((r) => (
                  <BadgeRow key={r.badge.id} {...r} state="earned" />
                ))}
              </ul>
            ) : null}
            {locked.length > 0 ? (
              <ul className={styles.group} aria-label={t('badgesLocked')} data-testid="badges-locked">
                {locked.map((r) => (
                  <BadgeRow key={r.badge.id} {...r} state="locked" />
                ))}
              </ul>
            ) : null}
          </>
        )}
      </div>
    </>
  );
}

/** One badge: picture, name, how to earn it, and a line for the member's state; the same height in every state. */
function BadgeRow({ badge, row, state }: Row & { state: 'earned' | 'locked' | 'unknown' }) {
  const t = useTranslations('overview');
  return (
    <li className={state === 'earned' ? `${styles.row} ${styles.earned}` : styles.row} style={{ gridRow: row }}>
      <span className={styles.picture}>
        {/* eslint-disable-next-line @next/next/no-img-element -- small static SVG */}
        <img src={badge.image_url} width={48} height={48} alt="" loading="lazy" decoding="async" />
        {state === 'locked' ? <LockIcon /> : null}
      </span>
      <span className={styles.text}>
        <span className={styles.name}>{badge.name}</span>
        <span className={styles.how}>{badge.description}</span>
        <span className={styles.state}>
          {state === 'earned' && badge.earned_at ? t('badgeEarned', { date: new Date(badge.earned_at) }) : state === 'locked' ? t('badgeLocked') : '\u00a0'}
        </span>
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
