import { ApiClientError } from '@/lib/client/api-error';

/** The German text for a failed order action: the server's message, or "no server connection" (spec §8 Other). */
export function actionErrorText(error: unknown, noConnection: string): string {
  if (error instanceof ApiClientError) return error.code === 'NETWORK_ERROR' ? noConnection : error.message;
  return noConnection;
}
