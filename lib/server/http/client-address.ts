import 'server-only';
import type { Context } from 'hono';
import { chooseClientAddress, forwardedEntries } from '@/lib/domain/client-address';
import type { AppEnv } from './context';

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

/**
 * The client's address, for every limit kept by address (docs/reliability.md, "Trust boundary"):
 * the right-most address of X-Forwarded-For and the connection that is not a proxy TRUST_PROXY
 * trusts. Requests that reach the app without a connection (tests through app.request) have the
 * socket "unknown".
 */
export function clientAddress(c: Context<AppEnv>): string {
  const env = c.env as NodeBindings | undefined;
  return chooseClientAddress(c.get('deps').config.TRUST_PROXY, forwardedEntries(c.req.header('x-forwarded-for')), env?.incoming?.socket?.remoteAddress);
}
