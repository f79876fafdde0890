'use client';
// The games' calls of the browser (docs/games.md): the wheel and the quizzes read with SWR; a spin,
// a prize's claim and a quiz's answers carry an Idempotency-Key, kept by the caller for the retries
// of one attempt, so a lost answer is answered again instead of spinning or playing twice.
import { mutate } from 'swr';
import type { Prizewheel, QuizDetail, QuizResult, QuizSubmissionBody, QuizSummary, SpinClaimResult, SpinResult } from '@/lib/contracts/games';
import type { ClaimBody } from '@/lib/contracts/rewards';
import { apiFetch } from './fetcher';
import { memberKeys, revalidateMember } from './revalidate';
import { revalidateRewards, type SsoPair } from './rewards-api';
import { useApi } from './use-api';

const pairQuery = (pair: SsoPair) => ({ ...(pair.hash ? { hash: pair.hash } : {}), ...(pair.token ? { token: pair.token } : {}) });
/** Safe to send again with their key: no connection or a 5xx is retried with backoff. */
const KEYED_RETRIES = 2;

export const PRIZEWHEEL_PATH = '/prizewheel';
export const QUIZZES_PATH = '/quizzes';

export const usePrizewheel = (collectorToken: string) => useApi<Prizewheel>(PRIZEWHEEL_PATH, collectorToken);
export const useQuizzes = (collectorToken: string) => useApi<{ items: QuizSummary[] }>(QUIZZES_PATH, collectorToken);
export const useQuiz = (collectorToken: string, id: number | null) => useApi<QuizDetail>(id ? `${QUIZZES_PATH}/${id}` : null, collectorToken);

/** POST /prizewheel/spin — the server draws; the wheel then turns to the segment it names. */
export async function spinWheel(collectorToken: string, pair: SsoPair, key: string) {
  const result = await apiFetch<SpinResult>('/prizewheel/spin', collectorToken, {
    method: 'POST',
    query: pairQuery(pair),
    headers: { 'Idempotency-Key': key },
    retries: KEYED_RETRIES,
  });
  // The wheel knows its new state at once; the balance, a won pass and a prize to claim catch up.
  void mutate<Prizewheel>([PRIZEWHEEL_PATH, collectorToken], (wheel) => (wheel ? { ...wheel, spin: result.spin } : wheel), { revalidate: true });
  void (result.outcome.kind === 'pass' ? revalidateRewards(collectorToken) : revalidateMember(collectorToken));
  return result;
}

/** POST /prizewheel/spins/{spin_id}/claim — a reward prize's address; it becomes an order in my rewards. */
export async function claimWheelPrize(collectorToken: string, pair: SsoPair, spinId: string, body: ClaimBody, key: string) {
  const result = await apiFetch<SpinClaimResult>(`/prizewheel/spins/${encodeURIComponent(spinId)}/claim`, collectorToken, {
    method: 'POST',
    body,
    query: pairQuery(pair),
    headers: { 'Idempotency-Key': key },
    retries: KEYED_RETRIES,
  });
  await Promise.all([mutate([PRIZEWHEEL_PATH, collectorToken]), revalidateRewards(collectorToken)]);
  return result;
}

/** POST /quizzes/{id}/submission — one play, graded by the server. */
export async function submitQuiz(collectorToken: string, id: number, body: QuizSubmissionBody, key: string) {
  const result = await apiFetch<QuizResult>(`${QUIZZES_PATH}/${id}/submission`, collectorToken, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': key },
    retries: KEYED_RETRIES,
  });
  void Promise.all([mutate(memberKeys(collectorToken, /^\/quizzes(\/|$)/)), revalidateMember(collectorToken)]);
  return result;
}

/** POST /quizzes/{id}/trial — four weeks of premium, once per member (a second time: TRIAL_ALREADY_USED). */
export const takeQuizTrial = (collectorToken: string, pair: SsoPair, id: number) =>
  apiFetch<{ premium_until: string }>(`${QUIZZES_PATH}/${id}/trial`, collectorToken, { method: 'POST', query: pairQuery(pair) });
