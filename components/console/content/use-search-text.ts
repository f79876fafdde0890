'use client';
import { useEffect, useState } from 'react';

/** A search box's text and what to ask for: the trimmed text once typing pauses (250 ms), not on every key. */
export function useSearchText(): [q: string, setQ: (q: string) => void, search: string] {
  const [q, setQ] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(q.trim()), 250);
    return () => clearTimeout(timer);
  }, [q]);
  return [q, setQ, search];
}
