// postMessage from the host: only exact allowed origins count (never "*"), and only the signal.
export function isAllowedMessage(origin: string, data: unknown, allowedOrigins: readonly string[], signal: string): boolean {
  if (!allowedOrigins.includes(origin)) return false;
  return data === signal || (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === signal);
}

/**
 * Back to the start of the web view: the configured reset-to-home signal, or the embed's typed host
 * message `{type: 'raeppli:reset-home'}` (docs/embedding.md), each only from an allowed origin.
 */
export function isResetHome(origin: string, data: unknown, allowedOrigins: readonly string[], signal: string): boolean {
  if (isAllowedMessage(origin, data, allowedOrigins, signal)) return true;
  return allowedOrigins.includes(origin) && typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'raeppli:reset-home';
}
