// The pure rules of the one-tag embed (docs/embedding.md): which widget a tag may name, the address
// of its iframe, and the shape of a message from our frames. No dependencies but site-path.ts:
// /embed.js bundles this file, and it must stay small (lib/embed/loader.ts).
import { isSitePath } from './site-path';

export type EmbedMessage =
  | { type: 'raeppli:ready' }
  | { type: 'raeppli:resize'; height: number }
  | { type: 'raeppli:navigate'; href: string }
  | { type: 'raeppli:redeemed'; reward_id: number; order_id: number }
  | { type: 'raeppli:close' };

/** `data-raeppli-widget="post/12"` → `/widget/post/12`; anything else (`../`, `//`, upper case, a URL) → null. */
export function widgetPath(name: string | null | undefined): string | null {
  const n = (name ?? '').trim();
  return n.length <= 100 && /^[a-z][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/.test(n) ? `/widget/${n}` : null;
}

/** An app path on our origin with the member's query (collector_token, platform) added. */
export function frameUrl(origin: string, path: string, collectorToken: string, platform: string): string {
  const url = new URL(path, origin);
  if (collectorToken) url.searchParams.set('collector_token', collectorToken);
  if (platform) url.searchParams.set('platform', platform);
  return url.href;
}

const positiveInt = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) > 0;

/** A message from our frame as lib/contracts/embed.ts types it, or null for anything else. */
export function parseEmbedMessage(data: unknown): EmbedMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const m = data as Record<string, unknown>;
  switch (m.type) {
    case 'raeppli:ready':
    case 'raeppli:close':
      return { type: m.type };
    case 'raeppli:resize':
      return Number.isInteger(m.height) && (m.height as number) >= 0 && (m.height as number) <= 100_000 ? { type: m.type, height: m.height as number } : null;
    case 'raeppli:navigate':
      return isSitePath(m.href) ? { type: m.type, href: m.href } : null;
    case 'raeppli:redeemed':
      return positiveInt(m.reward_id) && positiveInt(m.order_id) ? { type: m.type, reward_id: m.reward_id, order_id: m.order_id } : null;
    default:
      return null;
  }
}
