'use client';
import { useSearchParams } from 'next/navigation';
import { useEffect, useSyncExternalStore } from 'react';

// The address's query for components that are part of a page's static HTML (docs/architecture.md,
// "Pages"). Next's useSearchParams() turns everything up to the next <Suspense> into a blank that
// only the browser fills; read through this store instead, a component renders on the server as
// "query not known yet" (null) and updates in the browser. AddressQueryPublisher, under a Suspense
// of its own in the root providers, keeps the store in step with client-side navigations.

let current: URLSearchParams | null = typeof window === 'undefined' ? null : new URLSearchParams(window.location.search);
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The query of the address, or null while it is not known (on the server, and in the first browser render). */
export function useAddressQuery(): URLSearchParams | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

/** Renders nothing; publishes the router's query to the store after each navigation. */
export function AddressQueryPublisher() {
  const params = useSearchParams();
  useEffect(() => {
    if (current?.toString() === params.toString()) return;
    current = new URLSearchParams(params.toString());
    for (const listener of listeners) listener();
  }, [params]);
  return null;
}
