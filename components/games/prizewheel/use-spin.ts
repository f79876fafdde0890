'use client';
import { useRef, useState } from 'react';
import type { SpinResult } from '@/lib/contracts/games';
import { ApiClientError } from '@/lib/client/api-error';
import { mutate } from 'swr';
import { PRIZEWHEEL_PATH, spinWheel } from '@/lib/client/games-api';
import { newIdempotencyKey, type SsoPair } from '@/lib/client/rewards-api';

/** What went wrong with a spin, as the wheel explains it. */
export type SpinProblem =
  | { kind: 'save'; login: boolean } // not saved: check the profile (sign in again), then again with the same key
  | { kind: 'login' } // anonymous
  | { kind: 'optedOut' }
  | { kind: 'refused'; error: ApiClientError }; // ALREADY_SPUN, PRIZEWHEEL_EMPTY …: the server's text

function problemOf(e: unknown): SpinProblem {
  if (!(e instanceof ApiClientError)) return { kind: 'save', login: false };
  if (e.code === 'ANONYMOUS_NOT_ALLOWED') return { kind: 'login' };
  if (e.code === 'OPTED_OUT') return { kind: 'optedOut' };
  if (e.code === 'MISSING_HASH_TOKEN' || e.code === 'INVALID_HASH_TOKEN') return { kind: 'save', login: true };
  if (e.code === 'NETWORK_ERROR' || e.code === 'UNKNOWN' || e.status >= 500) return { kind: 'save', login: false };
  return { kind: 'refused', error: e };
}

/** Whether the server decided (a new attempt is a new spin) or the answer may be lost (ask again with the same key). */
const answered = (e: unknown) => e instanceof ApiClientError && e.status >= 400 && e.status < 500;

/**
 * One spin: POST /prizewheel/spin with an Idempotency-Key that the attempt keeps until the server
 * has answered it, so "Erneut versuchen" after a lost answer replays the first draw, never a second.
 */
export function useSpin(collectorToken: string, pair: SsoPair) {
  const key = useRef<string | null>(null);
  const busyRef = useRef(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<SpinResult | null>(null);
  const [problem, setProblem] = useState<SpinProblem | null>(null);

  const spin = async (): Promise<SpinResult | null> => {
    if (busyRef.current) return null;
    busyRef.current = true;
    setBusy(true);
    setProblem(null);
    key.current ??= newIdempotencyKey();
    try {
      const r = await spinWheel(collectorToken, pair, key.current);
      key.current = null;
      setResult(r);
      return r;
    } catch (e) {
      if (answered(e)) {
        key.current = null;
        // What the refusal was about (done today, nothing left) shows fresh.
        void mutate([PRIZEWHEEL_PATH, collectorToken]);
      }
      setProblem(problemOf(e));
      return null;
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  return { busy, result, problem, spin, clearResult: () => setResult(null) };
}
