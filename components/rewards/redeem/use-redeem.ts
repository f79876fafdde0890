'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ConfirmResult, Reservation, ReserveBody } from '@/lib/contracts/rewards';
import { ApiClientError } from '@/lib/client/api-error';
import { useApiErrorText } from '@/lib/client/use-api-error-text';
import { postToHost } from '@/lib/client/host-bridge';
import { usePublicConfig } from '@/lib/client/public-config';
import { confirmReservation, newIdempotencyKey, releaseReservation, reserveReward, revalidateRewards } from '@/lib/client/rewards-api';
import type { RedeemSession } from './redeem-session';

type Key = { key: string; of: string };

/** A definite answer: the server decided, so a new attempt is a new intent with a new key. */
const answered = (e: unknown) => e instanceof ApiClientError && e.status >= 400 && e.status < 500;

/**
 * Reserve → confirm → success or error (docs/product.md §9.2). One intent keeps its Idempotency-Key until the
 * server has answered it: a reserve with the same body, or the confirm of the same hold, sent again
 * after a lost answer (no connection, 5xx) reuses the key, so the server replays the first result
 * instead of reserving or spending twice. A reservation whose confirm failed stays held, so
 * "Erneut versuchen" confirms the same hold; leaving releases it.
 */
export function useRedeem(session: RedeemSession, rewardId: number) {
  const errorText = useApiErrorText();
  const { allowed_message_origins: allowed } = usePublicConfig();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [held, setHeldState] = useState<Reservation | null>(null);
  const [result, setResult] = useState<ConfirmResult | null>(null);
  const heldRef = useRef<Reservation | null>(null);
  const reserveKey = useRef<Key | null>(null);
  const confirmKey = useRef<Key | null>(null);
  const busyRef = useRef(false);
  const sessionRef = useRef(session);
  useEffect(() => {
    sessionRef.current = session;
  });

  const setHeld = (r: Reservation | null) => {
    heldRef.current = r;
    setHeldState(r);
  };

  const submit = async (body: ReserveBody) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setError(null);
    const { collectorToken, ...pair } = session;
    const keyFor = (ref: typeof reserveKey, of: string) => {
      if (ref.current?.of !== of) ref.current = { key: newIdempotencyKey(), of };
      return ref.current.key;
    };
    let step: typeof reserveKey = reserveKey;
    try {
      let reservation = heldRef.current;
      if (!reservation) {
        reservation = await reserveReward(collectorToken, pair, rewardId, body, keyFor(reserveKey, JSON.stringify(body)));
        reserveKey.current = null;
        setHeld(reservation);
      }
      step = confirmKey;
      const confirmed = await confirmReservation(collectorToken, pair, reservation.reservation_id, keyFor(confirmKey, reservation.reservation_id));
      confirmKey.current = null;
      setHeld(null);
      setResult(confirmed);
      // The host page that frames us hears of it (docs/embedding.md); not framed, nothing is sent.
      postToHost({ type: 'raeppli:redeemed', reward_id: rewardId, order_id: confirmed.order_id }, allowed);
    } catch (e) {
      if (answered(e)) step.current = null;
      // The hold is gone (expired or already used): the next click reserves again.
      if (e instanceof ApiClientError && (e.code === 'RESERVATION_FAILED' || e.code === 'RESERVATION_NOT_FOUND')) setHeld(null);
      setError(errorText(e));
      // What the refusal was about (stock, limits, balance) may have changed: show it fresh.
      void revalidateRewards(collectorToken);
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  /** Gives a held reservation back (the member closed the dialog). */
  const release = useCallback(() => {
    const r = heldRef.current;
    if (!r) return;
    setHeld(null);
    const { collectorToken, ...pair } = sessionRef.current;
    // If a confirm went through but its answer was lost, the release is refused: the fresh
    // balance and my rewards then show the spend.
    void releaseReservation(collectorToken, pair, r.reservation_id).then(() => revalidateRewards(collectorToken));
  }, []);

  // Leaving the page with the dialog open releases too.
  useEffect(() => release, [release]);

  return { busy, error, held, result, submit, release, clearError: () => setError(null) };
}
