/** @jest-environment node */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerClientError, clientErrorResponse } from './client-error';

// What a client gets for a request Node cannot parse: the API's error format, not an empty body.
describe('requests Node cannot parse', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer((_req, res) => res.end('ok'));
    server.on('clientError', answerClientError);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const get = (path: string) =>
    new Promise<{ status: number; type: string | undefined; body: string }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'], body }));
      });
      req.on('error', reject);
      req.end();
    });

  it('answers an address over 16 KB with 431 in the error format', async () => {
    const res = await get(`/api/rewards?q=${'x'.repeat(20_000)}`);
    expect(res.status).toBe(431);
    expect(res.type).toBe('application/json; charset=utf-8');
    expect(JSON.parse(res.body)).toEqual({
      error: { code: 'HEADERS_TOO_LARGE', message: 'Die Adresse oder die Kopfzeilen der Anfrage sind zu lang (höchstens 16 KB zusammen).' },
    });
  });

  it('still serves an ordinary request', async () => {
    expect(await get('/api/rewards')).toMatchObject({ status: 200, body: 'ok' });
  });

  it('answers a request Node cannot parse otherwise with 400, a slow one with 408, each with a body of its length', () => {
    const broken = clientErrorResponse(Object.assign(new Error('Parse Error'), { code: 'HPE_INVALID_METHOD' }));
    expect(broken).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    const body = broken.split('\r\n\r\n')[1]!;
    expect(JSON.parse(body).error.code).toBe('BAD_REQUEST');
    expect(broken).toContain(`Content-Length: ${Buffer.byteLength(body)}\r\n`);
    expect(clientErrorResponse(Object.assign(new Error('timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }))).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
  });
});
