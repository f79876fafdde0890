'use client';
import { useCallback, useEffect } from 'react';
import { useParams } from 'next/navigation';
import type { Order } from '@/lib/contracts/rewards';
import { useMyOrder } from '@/lib/client/rewards-api';
import { useMemberSession } from '@/lib/client/use-session';

/** The order of a coupon or pass page (/…/{id} is the order id), for identified members only. */
export function useOrderPage() {
  const { session, me } = useMemberSession();
  const params = useParams<{ id: string }>();
  const id = /^[1-9]\d{0,9}$/.test(params.id ?? '') ? Number(params.id) : null;
  const member = me.data;
  const token = member && !member.anonymous ? session.collectorToken : '';
  const order = useMyOrder(token, id);
  const { mutate: reload } = order;
  const refresh = useCallback(() => void reload(), [reload]);
  return {
    anonymous: Boolean(member?.anonymous),
    token,
    pair: { hash: session.hash, token: session.token },
    order: order.data,
    error: order.error,
    /** Shows the order an action returned (the action itself revalidated the lists). */
    update: (next: Order) => {
      void order.mutate(next, { revalidate: false });
    },
    refresh,
  };
}

/** Loads the order again when it moves on by time (a coupon's code hides, a pass or coupon expires). */
export function useRefreshAt(iso: string | null | undefined, refresh: () => void) {
  useEffect(() => {
    if (!iso) return;
    const ms = new Date(iso).getTime() - Date.now();
    // setTimeout overflows past ~24.8 days; nobody keeps a page open that long.
    if (ms < 0 || ms > 2 ** 31 - 1) return;
    const timer = setTimeout(refresh, ms + 1000);
    return () => clearTimeout(timer);
  }, [iso, refresh]);
}
