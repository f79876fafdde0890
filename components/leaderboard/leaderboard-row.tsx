import { useTranslations } from 'next-intl';
import type { LeaderboardRow as Row } from '@/lib/contracts/leaderboard';
import { CurrencyIcon } from '@/components/ui/currency-icon';
import { MemberAvatar } from '@/components/ui/member-avatar';
import styles from './leaderboard.module.css';

/** One place on a board: rank, avatar, username and level, the board's Räppli; the member's own place stands out. */
export function LeaderboardRow({ row, mine = false }: { row: Row; mine?: boolean }) {
  const t = useTranslations('leaderboard');
  const name = row.username ?? t('noName');
  return (
    <li
      className={mine ? `${styles.row} ${styles.mine}` : styles.row}
      data-testid="leaderboard-row"
      data-rank={row.rank}
      data-username={row.username ?? ''}
      aria-current={mine ? 'true' : undefined}
    >
      <span className={styles.rank} aria-label={t('rank', { rank: row.rank })}>
        {row.rank}
      </span>
      <MemberAvatar url={row.avatar_url} name={row.username} alt={t('avatarAlt', { name })} size={40} />
      <span className={styles.who}>
        <span className={styles.nameLine}>
          <span className={styles.name} title={name}>
            {name}
          </span>
          {mine ? <span className={styles.you}>{t('you')}</span> : null}
        </span>
        <span className={styles.level}>{row.level ?? t('noLevel')}</span>
      </span>
      <span className={styles.points}>
        {t('points', { points: row.points })}
        <CurrencyIcon size={18} />
      </span>
    </li>
  );
}
