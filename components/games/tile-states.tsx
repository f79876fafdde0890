'use client';
import { useTranslations } from 'next-intl';
import { usePrizewheel, useQuizzes } from '@/lib/client/games-api';
import { optOutOf } from '@/lib/client/me-meta';
import { useMemberSession } from '@/lib/client/use-session';
import { Skeleton } from '@/components/ui/skeleton';
import styles from './games.module.css';

/** null: still loading (its line stays free); '': nothing to say. */
function State({ text }: { text: string | null }) {
  return (
    <span className={styles.tileState} data-testid="tile-state">
      {text === null ? (
        <Skeleton width="80%" height={16} />
      ) : text ? (
        <>
          <span className={styles.dot} aria-hidden="true" />
          {text}
        </>
      ) : null}
    </span>
  );
}

/** The wheel's tile: free today, done (again tomorrow), a prize waiting, or sign in first. */
export function WheelTileState() {
  const t = useTranslations('games.tile');
  const { session, me } = useMemberSession();
  const wheel = usePrizewheel(session.known ? session.collectorToken : '');
  const member = me.data;
  const data = wheel.data;
  const text = (): string | null => {
    if (!session.known) return null;
    if (!session.collectorToken || member?.anonymous) return t('wheelAnonymous');
    if (wheel.error && !data) return '';
    if (!member || !data) return null;
    if (data.prizes.length) return t('wheelPrize');
    if (optOutOf(member)) return '';
    if (data.segments.length === 0) return t('wheelClosed');
    return data.spin.available ? t('wheelAvailable') : t('wheelDone');
  };
  return <State text={text()} />;
}

/** The quizzes' tile: how many the member can still play. */
export function QuizTileState() {
  const t = useTranslations('games.tile');
  const { session } = useMemberSession();
  const list = useQuizzes(session.known ? session.collectorToken : '');
  const items = list.data?.items;
  const open = items?.filter((q) => q.state === 'running' && !q.my.done).length ?? 0;
  const running = items?.some((q) => q.state === 'running') ?? false;
  const text = !items ? (list.error ? '' : null) : open ? t('quizOpen', { count: open }) : running ? t('quizAllDone') : t('quizNone');
  return <State text={text} />;
}
