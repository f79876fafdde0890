'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useSessionQuery } from '@/lib/client/use-session-query';
import { SignInAction } from '@/components/session/sign-in-action';
import { QuizList } from './quiz-list';
import { QuizRun } from './quiz-run';
import styles from './quiz.module.css';

/**
 * The quizzes (docs/games.md, Pages): the list with each quiz's state, then one quiz — its
 * questions one at a time, the result with the solution and the trial — and back to the list.
 * Anonymous members play too; the page and the widget use it alike.
 */
export function QuizGame() {
  const t = useTranslations('games.quiz');
  const session = useSessionQuery();
  const [open, setOpen] = useState<number | null>(null);
  const pair = { hash: session.hash, token: session.token };
  if (session.known && !session.collectorToken) {
    return (
      <p className={styles.text}>
        {t('noSession')} <SignInAction variant="link" />
      </p>
    );
  }
  return open === null ? (
    <QuizList collectorToken={session.collectorToken} known={session.known} onOpen={setOpen} />
  ) : (
    <QuizRun id={open} collectorToken={session.collectorToken} pair={pair} onBack={() => setOpen(null)} />
  );
}
