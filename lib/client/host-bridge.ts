'use client';
import { parseEmbedMessage, type EmbedMessage } from '@/lib/domain/embed';

// Messages from our page to the host page that frames it (docs/embedding.md; docs/conventions.md 14:
// never to "*"). The host's origin is the frame's parent as the browser reports it, and it must be
// one of the allowed origins; otherwise nothing is sent. Every page loads this (the embed bridge in
// the root's effects), so it checks a message with the dependency-free parser of lib/domain/embed.ts,
// not with zod: zod would add ~68 KB gzip to every page.

/** The parent page's origin when we are framed by an allowed host, else null. */
export function hostOrigin(allowed: readonly string[]): string | null {
  if (typeof window === 'undefined' || window.parent === window) return null;
  const ancestors = window.location.ancestorOrigins;
  const candidate = ancestors && ancestors.length > 0 ? ancestors[0] : originOf(document.referrer);
  return candidate && allowed.includes(candidate) ? candidate : null;
}

/** Posts a typed message to the allowed host; returns whether it was sent. */
export function postToHost(message: EmbedMessage, allowed: readonly string[]): boolean {
  const origin = hostOrigin(allowed);
  if (!origin || !parseEmbedMessage(message)) return false;
  window.parent.postMessage(message, origin);
  return true;
}

function originOf(url: string): string | null {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}
