import { ApiClientError } from '@/lib/client/api-error';

/** The German text for a failed order action: the server's message, or "no server connection" (spec §8 Other). */
export function actionErrorText(error: unknown, noConnection: string, unexpected: string): string {
  if (!(error instanceof ApiClientError) || error.code === 'NETWORK_ERROR') return noConnection;
  // An answer without our error body (a proxy's 502 …) gets the general German text, not "HTTP 502".
  return error.code === 'UNKNOWN' ? unexpected : error.message;
}
