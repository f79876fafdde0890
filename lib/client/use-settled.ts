'use client';
import { useDeferredValue, useMemo } from 'react';

/**
 * An SWR answer handed on through useDeferredValue (docs/architecture.md, "Answers render in the
 * background"). SWR's store update renders synchronously, so each answer used to render its leaves
 * in one long task; now that urgent render keeps what was shown (the skeleton, cheap) and the render
 * with the answer runs in a background lane that React splits into short tasks. Data, error and
 * loading move as one snapshot, so a leaf never sees "no longer loading" without its data.
 */
export function useSettled<D, E>(data: D, error: E, isLoading = false) {
  const now = useMemo(() => ({ data, error, isLoading }), [data, error, isLoading]);
  return useDeferredValue(now);
}
