import 'server-only';
import type { Duplex } from 'node:stream';
import messages from '@/messages/de.json';

type ClientError = Error & { code?: string };

// Node answers a request it cannot even parse (an address or headers over its 16 KB, a broken
// request line, a request too slow to arrive) itself, with an empty body. With this listener on the
// server's 'clientError', the answer is the API's error format instead (docs/api.md, "Errors"),
// with the status Node would give.
const ANSWERS: Record<string, { status: number; reason: string; code: 'HEADERS_TOO_LARGE' | 'BAD_REQUEST' }> = {
  HPE_HEADER_OVERFLOW: { status: 431, reason: 'Request Header Fields Too Large', code: 'HEADERS_TOO_LARGE' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', code: 'BAD_REQUEST' },
};
const OTHER = { status: 400, reason: 'Bad Request', code: 'BAD_REQUEST' as const };

/** The raw HTTP answer to a request Node could not parse. */
export function clientErrorResponse(err: ClientError): string {
  const { status, reason, code } = ANSWERS[err.code ?? ''] ?? OTHER;
  const body = JSON.stringify({ error: { code, message: messages.errors[code] } });
  return [
    `HTTP/1.1 ${status} ${reason}`,
    'Content-Type: application/json; charset=utf-8',
    'Cache-Control: no-store',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/** The server's 'clientError' listener: answer if the socket still can, else just close it. */
export function answerClientError(err: ClientError, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(clientErrorResponse(err));
}
