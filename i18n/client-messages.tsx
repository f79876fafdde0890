import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type messages from '../messages/de.json';

export type Namespace = keyof typeof messages;

/**
 * Hands the browser only the message namespaces the client components below it use (server
 * components read all messages on the server). The root layout sends what its frame needs; a page
 * whose client leaves need more wraps itself with its own list. test/i18n/client-namespaces.test.ts
 * follows every route's imports and fails when a list misses a namespace.
 */
export async function ClientMessages({ namespaces, children }: { namespaces: readonly Namespace[]; children: ReactNode }) {
  const all = await getMessages();
  const picked = Object.fromEntries(namespaces.map((n) => [n, all[n]]));
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>;
}
