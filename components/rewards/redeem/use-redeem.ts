'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { ConfirmResult, Reservation, ReserveBody } from '@/lib/contracts/rewards';
import { ApiClientError } from '@/lib/client/api-error';
import { confirmReservation, releaseReservation, reserveReward } from '@/lib/client/rewards-api';
import type { RedeemSession } from './redeem-session';

/**
 * Reserve → confirm → success or error (spec §4). One click is one intent: its reserve and its
 * confirm each get a fresh Idempotency-Key (made in rewards-api). A reservation whose confirm
 * failed stays held, so "Erneut versuchen" confirms the same hold; leaving releases it.
 */
export function useRedeem(session: RedeemSession, rewardId: number) {
  const errors = useTranslations('errors');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [held, setHeldState] = useState<Reservation | null>(null);
  const [result, setResult] = useState<ConfirmResult | null>(null);
  const heldRef = useRef<Reservation | null>(null);
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
    try {
      let reservation = heldRef.current;
      if (!reservation) {
        reservation = await reserveReward(collectorToken, pair, rewardId, body);
        setHeld(reservation);
      }
      const confirmed = await confirmReservation(collectorToken, pair, reservation.reservation_id);
      setHeld(null);
      setResult(confirmed);
    } catch (e) {
      // The hold is gone (expired or already used): the next click reserves again.
      if (e instanceof ApiClientError && (e.code === 'RESERVATION_FAILED' || e.code === 'RESERVATION_NOT_FOUND')) setHeld(null);
      setError(e instanceof ApiClientError ? e.message : errors('INTERNAL_ERROR'));
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
    void releaseReservation(collectorToken, pair, r.reservation_id);
  }, []);

  // Leaving the page with the dialog open releases too.
  useEffect(() => release, [release]);

  return { busy, error, held, result, submit, release, clearError: () => setError(null) };
}
