import { Skeleton } from '@/components/ui/skeleton';
import page from '@/components/ui/page.module.css';
import styles from './leaderboard.module.css';

// A board's places while they load, each of the size of what replaces it (docs/architecture.md,
// "Nothing moves"): a row is a LeaderboardRow's box, a line a line of the text it stands for.

/** One place: the row's own box (rank, avatar, name over level, Räppli), so it is as high as a row. */
function RowSkeleton() {
  return (
    <li className={styles.row}>
      <span className={styles.rank}>
        <Skeleton width="2ch" height={18} />
      </span>
      <Skeleton width={40} height={40} radius={999} />
      <span className={styles.who}>
        <span className={styles.lineBox}>
          <Skeleton width="60%" height={14} />
        </span>
        <span className={`${styles.level} ${styles.lineBox}`}>
          <Skeleton width="40%" height={12} />
        </span>
      </span>
      <Skeleton width={64} height={18} />
    </li>
  );
}

export function RowsSkeleton({ count }: { count: number }) {
  return (
    <ol className={styles.list} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <RowSkeleton key={i} />
      ))}
    </ol>
  );
}

/**
 * "Dein Platz" of a signed-in member: the rank in words, then the own range. Five rows, two above
 * and two below the member's own: what most members have (the first two places and the last have
 * fewer, a member without Räppli a line instead).
 */
export function OwnRangeSkeleton() {
  return (
    <>
      <span className={`${styles.place} ${styles.lineBox}`}>
        <Skeleton width="55%" height={18} />
      </span>
      <RowsSkeleton count={5} />
    </>
  );
}

/**
 * "Dein Platz" of an anonymous reader: why there is none (three lines on a phone up to 390 px, two
 * from 412) and "Jetzt anmelden" (a button: a 24 px line in 0.75rem padding and a 2 px border).
 */
export function SignInSkeleton() {
  return (
    <div className={styles.notice} aria-hidden="true">
      <span className={`${page.muted} ${styles.lines}`}>
        {['92%', '88%', '40%'].map((width, i) => (
          <span key={i} className={styles.lineBox}>
            <Skeleton width={width} height={14} />
          </span>
        ))}
      </span>
      <Skeleton height={52} radius={999} />
    </div>
  );
}

/**
 * "Dein Platz" while /me (and the board) load. Whether the reader is signed in is in the address
 * already: identified members carry the SSO pair `hash` and `token` (docs/product.md §2.2). Until the
 * browser knows the address (`reader` null: the HTML, the same for every reader, and the render that
 * hydrates it) both are drawn, and CSS shows the one READER_SCRIPT chose before the first paint.
 */
export function PlaceSkeleton({ reader }: { reader: 'identified' | 'anonymous' | null }) {
  if (reader === 'identified') return <OwnRangeSkeleton />;
  if (reader === 'anonymous') return <SignInSkeleton />;
  return (
    <>
      <div className={styles.forIdentified}>
        <OwnRangeSkeleton />
      </div>
      <div className={styles.forAnonymous}>
        <SignInSkeleton />
      </div>
    </>
  );
}
