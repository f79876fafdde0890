'use client';
import { useState } from 'react';
import { useApiErrorText } from './use-api-error-text';

/** A page of a list read newest first, with the cursor of the next older page (null: none older). */
export type CursorPage<T> = { items: T[]; next_before: number | null };

/** The pages loaded below the first, for the scope they were asked in and the first page's cursor they go on from. */
type Older<T> = { scope: unknown; from: number; items: T[]; next_before?: number | null; loading: boolean; error: string | null };

/**
 * «Ältere laden» under a list whose first page SWR reads: from that page's cursor (`from`, its
 * `next_before`; null: none older), the next page by the cursor (`before`), appended. What was loaded
 * belongs to `scope` (a filter object, a member's token): a new scope starts from the newest again,
 * and an answer for an older scope that arrives late is dropped. When the first page is read again
 * and ends elsewhere (a booking or an entry came in), the older pages no longer join it: they are
 * dropped rather than shown with a gap or twice.
 */
export function useOlderPages<T>(scope: unknown, from: number | null, load: (before: number) => Promise<CursorPage<T>>) {
  const errorText = useApiErrorText();
  const [state, setState] = useState<Older<T> | null>(null);
  const joins = (s: Older<T> | null): s is Older<T> => s !== null && s.scope === scope && s.from === from;
  const older = joins(state) ? state : null;
  const loaded = older?.next_before;
  const cursor = loaded !== undefined ? loaded : from;
  const update = (change: (s: Older<T>) => Partial<Older<T>>) => setState((s) => (joins(s) ? { ...s, ...change(s) } : s));

  const more = async () => {
    if (cursor === null || from === null || older?.loading) return;
    setState((s) => ({ ...(joins(s) ? s : { scope, from, items: [] }), loading: true, error: null }));
    try {
      const page = await load(cursor);
      update((s) => ({ items: [...s.items, ...page.items], next_before: page.next_before, loading: false }));
    } catch (err) {
      update(() => ({ loading: false, error: errorText(err) }));
    }
  };
  return { items: older?.items ?? [], cursor, loading: older?.loading ?? false, error: older?.error ?? null, more };
}
