'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { takeQuizTrial } from '@/lib/client/games-api';
import type { SsoPair } from '@/lib/client/rewards-api';
import { useApiErrorText } from '@/lib/client/use-api-error-text';
import button from '@/components/ui/button.module.css';
import styles from './quiz.module.css';

/** "4 Wochen Premium gratis testen": the trial a played quiz offers, once per member (POST /quizzes/{id}/trial). */
export function QuizTrial({ quizId, collectorToken, pair }: { quizId: number; collectorToken: string; pair: SsoPair }) {
  const t = useTranslations('games.quiz.trial');
  const errorText = useApiErrorText();
  const [busy, setBusy] = useState(false);
  const [until, setUntil] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const take = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      setUntil((await takeQuizTrial(collectorToken, pair, quizId)).premium_until);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.trial} aria-labelledby={`quiz-trial-${quizId}`} data-testid="quiz-trial">
      <h4 className={styles.trialTitle} id={`quiz-trial-${quizId}`}>
        {t('title')}
      </h4>
      {until ? (
        <p role="status" data-testid="quiz-trial-done">
          {t('done', { date: new Date(until) })}
        </p>
      ) : (
        <>
          <p>{t('text')}</p>
          {error ? (
            <p className={styles.alert} role="alert">
              {error}
            </p>
          ) : null}
          <button
            type="button"
            className={button.button}
            onClick={() => void take()}
            disabled={busy}
            aria-busy={busy || undefined}
            data-testid="quiz-trial-take"
          >
            {busy ? t('taking') : t('take')}
          </button>
        </>
      )}
    </section>
  );
}
