'use client';
import { useTranslations } from 'next-intl';
import type { QuizSummary } from '@/lib/contracts/games';
import { useQuizzes } from '@/lib/client/games-api';
import { Skeleton } from '@/components/ui/skeleton';
import button from '@/components/ui/button.module.css';
import { LoadFailed } from '../load-failed';
import styles from './quiz.module.css';

/** Every published quiz with its state for this member: to play, played (how well), not started (when), over. */
export function QuizList({ collectorToken, known, onOpen }: { collectorToken: string; known: boolean; onOpen: (id: number) => void }) {
  const t = useTranslations('games.quiz');
  const list = useQuizzes(known ? collectorToken : '');
  // A token the server does not know is no failed load (asking again cannot help): the session's notice says it.
  const unknown = list.error?.code === 'COLLECTOR_NOT_FOUND';
  if (!known || (!list.data && (!list.error || unknown))) return <ListSkeleton />;
  if (!list.data) return <LoadFailed message={t('loadFailed')} retry={t('retry')} onRetry={() => void list.mutate()} testId="quiz-load-failed" />;
  if (list.data.items.length === 0) return <p className={styles.text}>{t('empty')}</p>;
  return (
    <ul className={styles.list} aria-label={t('listLabel')} data-testid="quiz-list">
      {list.data.items.map((quiz) => (
        <QuizTile key={quiz.id} quiz={quiz} onOpen={() => onOpen(quiz.id)} />
      ))}
    </ul>
  );
}

function QuizTile({ quiz, onOpen }: { quiz: QuizSummary; onOpen: () => void }) {
  const t = useTranslations('games.quiz');
  const done = quiz.my.done;
  const state = done
    ? { className: styles.stateDone, text: t('played', { correct: quiz.my.correct_count ?? 0, count: quiz.questions_count }) }
    : quiz.state === 'running'
      ? { className: styles.stateOpen, text: t('open') }
      : quiz.state === 'not_started'
        ? { className: styles.stateClosed, text: quiz.starts_at ? t('startsAt', { date: new Date(quiz.starts_at) }) : t('startsSoon') }
        : { className: styles.stateClosed, text: t('over') };
  const action = done ? t('showResult') : quiz.state === 'running' ? t('play') : null;
  return (
    <li className={styles.tile} data-testid="quiz-tile" data-state={done ? 'done' : quiz.state}>
      <h3 className={styles.tileTitle}>{quiz.title}</h3>
      <p className={styles.teaser}>{quiz.teaser}</p>
      <p className={styles.meta}>{t('meta', { questions: quiz.questions_count, points: quiz.reward_points })}</p>
      <p className={`${styles.state} ${state.className}`} data-testid="quiz-state">
        {state.text}
      </p>
      {action ? (
        <button type="button" className={`${button.button} ${done ? button.secondary : ''} ${styles.tileAction}`} onClick={onOpen}>
          {action}
        </button>
      ) : null}
    </li>
  );
}

function ListSkeleton() {
  return (
    <div className={styles.list} aria-hidden="true" data-testid="quiz-loading">
      {[0, 1].map((i) => (
        <div key={i} className={styles.skeletonTile}>
          <Skeleton width="60%" height={20} />
          <Skeleton height={16} />
          <Skeleton width="40%" height={14} />
          <Skeleton height={48} radius={999} />
        </div>
      ))}
    </div>
  );
}
