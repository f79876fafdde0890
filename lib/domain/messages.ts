// postMessage from the host: only exact allowed origins count (never "*"), and only the signal.
export function isAllowedMessage(origin: string, data: unknown, allowedOrigins: readonly string[], signal: string): boolean {
  if (!allowedOrigins.includes(origin)) return false;
  return data === signal || (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === signal);
}
