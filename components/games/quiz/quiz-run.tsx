'use client';
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { QuizDetail, QuizResult } from '@/lib/contracts/games';
import { useQuiz } from '@/lib/client/games-api';
import type { SsoPair } from '@/lib/client/rewards-api';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadFailed } from '../load-failed';
import { QuizQuestions, type Sheet } from './quiz-questions';
import { QuizResultView } from './quiz-result';
import { QuizTrial } from './quiz-trial';
import styles from './quiz.module.css';

type Props = { id: number; collectorToken: string; pair: SsoPair; onBack: () => void };

/** One quiz: its questions while it runs and the member has not played it; else its result or why not. */
export function QuizRun({ id, collectorToken, pair, onBack }: Props) {
  const t = useTranslations('games.quiz');
  const quiz = useQuiz(collectorToken, id);
  const [played, setPlayed] = useState<{ result: QuizResult; sheet: Sheet } | null>(null);
  const title = useRef<HTMLHeadingElement>(null);
  // The member moved into the quiz: its title is where reading goes on.
  const loaded = quiz.data !== undefined;
  useEffect(() => {
    if (loaded) title.current?.focus();
  }, [loaded]);

  const back = (
    <button type="button" className={styles.backLink} onClick={onBack} data-testid="quiz-back">
      ‹ {t('toList')}
    </button>
  );
  if (!quiz.data) {
    return (
      <div className={styles.run}>
        {back}
        {quiz.error ? (
          <LoadFailed message={t('loadFailed')} retry={t('retry')} onRetry={() => void quiz.mutate()} testId="quiz-load-failed" />
        ) : (
          <div aria-hidden="true" className={styles.run} data-testid="quiz-loading">
            <Skeleton width="70%" height={22} />
            <Skeleton height={120} radius={12} />
          </div>
        )}
      </div>
    );
  }
  const data = quiz.data;
  return (
    <div className={styles.run} data-testid="quiz-run">
      {back}
      <h3 className={styles.runTitle} ref={title} tabIndex={-1}>
        {data.title}
      </h3>
      {played ? (
        <QuizResultView quiz={data} result={played.result} sheet={played.sheet} collectorToken={collectorToken} pair={pair} onBack={onBack} />
      ) : data.my.done ? (
        <PlayedBefore quiz={data} collectorToken={collectorToken} pair={pair} />
      ) : data.state === 'not_started' ? (
        <p className={styles.text} data-testid="quiz-closed">
          {data.starts_at ? t('notStarted', { date: new Date(data.starts_at) }) : t('notStartedNoDate')}
        </p>
      ) : data.state === 'over' ? (
        <p className={styles.text} data-testid="quiz-closed">
          {t('isOver')}
        </p>
      ) : (
        <QuizQuestions quiz={data} collectorToken={collectorToken} onPlayed={(result, sheet) => setPlayed({ result, sheet })} />
      )}
    </div>
  );
}

/** A quiz played before (on another visit): how it went, and the trial if it is still to be had. The solution is said once, right after playing. */
function PlayedBefore({ quiz, collectorToken, pair }: { quiz: QuizDetail; collectorToken: string; pair: SsoPair }) {
  const t = useTranslations('games.quiz');
  const correct = quiz.my.correct_count ?? 0;
  const passed = correct >= quiz.pass_mark;
  return (
    <div className={styles.result} data-testid="quiz-played">
      <p className={styles.text}>{t('playedBefore', { correct, count: quiz.questions_count })}</p>
      <p className={`${styles.verdict} ${passed ? styles.passed : ''}`}>{passed ? t('result.passed') : t('result.failed', { mark: quiz.pass_mark })}</p>
      {quiz.trial_available ? <QuizTrial quizId={quiz.id} collectorToken={collectorToken} pair={pair} /> : null}
    </div>
  );
}
