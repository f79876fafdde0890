'use client';
import { useEffect, useState } from 'react';
import { apiUrl } from '@/lib/client/fetcher';
import { takeEarlyResponse } from '@/lib/client/early-me';

/** The member's balance and nothing else: the least a member page waits for (JavaScript, then /api/me). */
export function MemberFloor() {
  const [balance, setBalance] = useState<string | null>(null);
  useEffect(() => {
    const token = new URLSearchParams(location.search).get('collector_token') ?? '';
    const url = apiUrl('/me', token);
    void (takeEarlyResponse(url) ?? fetch(url))
      .then((res) => res.json())
      .then((me: { points_available?: number }) => setBalance(`${me.points_available ?? '–'} Räppli`))
      .catch(() => setBalance('–'));
  }, []);
  // A new element when the balance arrives, as a member page's leaf replaces its skeleton: the
  // browser counts an element once for the largest paint.
  return balance === null ? <p key="wait">…</p> : <p key="balance">{balance}</p>;
}
