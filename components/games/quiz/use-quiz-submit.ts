'use client';
import { useRef, useState } from 'react';
import { mutate } from 'swr';
import type { QuizResult, QuizSubmissionBody } from '@/lib/contracts/games';
import { ApiClientError, isRetryable } from '@/lib/client/api-error';
import { QUIZZES_PATH, submitQuiz } from '@/lib/client/games-api';
import { newIdempotencyKey } from '@/lib/client/rewards-api';

/**
 * Sends a quiz's answers once: the same answers keep their Idempotency-Key until the server has
 * answered, so "Erneut versuchen" after a lost answer gets the first result, never a second play.
 */
export function useQuizSubmit(collectorToken: string, quizId: number) {
  const key = useRef<{ key: string; of: string } | null>(null);
  const busyRef = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ retryable: boolean; message: string | null } | null>(null);

  const send = async (body: QuizSubmissionBody): Promise<QuizResult | null> => {
    if (busyRef.current) return null;
    busyRef.current = true;
    setBusy(true);
    setError(null);
    const of = JSON.stringify(body);
    if (key.current?.of !== of) key.current = { key: newIdempotencyKey(), of };
    try {
      const result = await submitQuiz(collectorToken, quizId, body, key.current.key);
      key.current = null;
      return result;
    } catch (e) {
      const retryable = isRetryable(e) || !(e instanceof ApiClientError) || e.code === 'UNKNOWN';
      if (!retryable) {
        key.current = null;
        // Played elsewhere, over meanwhile: the quiz shows what is true now.
        void mutate([`${QUIZZES_PATH}/${quizId}`, collectorToken]);
      }
      setError({ retryable, message: !retryable && e instanceof ApiClientError ? e.message : null });
      return null;
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  return { busy, error, send };
}
