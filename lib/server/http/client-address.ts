import 'server-only';
import type { Context } from 'hono';
import type { AppEnv } from './context';

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

/**
 * The client's address, for the console's login throttle: with TRUST_PROXY the first
 * X-Forwarded-For entry (set by our reverse proxy), else the connection's own address. Requests
 * that reach the app without a connection (tests through app.request) count as "unknown".
 */
export function clientAddress(c: Context<AppEnv>): string {
  if (c.get('deps').config.TRUST_PROXY === 'true') {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  const env = c.env as NodeBindings | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}
