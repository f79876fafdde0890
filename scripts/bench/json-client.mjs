// The bench's HTTP client: keep-alive, at most `connections` sockets, JSON in and out.
import http from 'node:http';

/** `send(method, path, headers, body?)` → {status, json (null when not JSON), text}; `close()` ends the sockets. */
export function jsonClient(origin, connections) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const { hostname, port } = new URL(origin);
  const send = (method, path, headers, body) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? null : Buffer.from(JSON.stringify(body));
      const req = http.request(
        {
          agent,
          hostname,
          port,
          path,
          method,
          headers: { ...headers, ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}) },
        },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('error', reject);
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let json = null;
            try {
              json = JSON.parse(text);
            } catch {
              // not JSON: the status says enough
            }
            resolve({ status: res.statusCode, json, text });
          });
        },
      );
      req.setTimeout(15_000, () => req.destroy(new Error('no answer within 15 s')));
      req.on('error', reject);
      req.end(payload ?? undefined);
    });
  return { send, close: () => agent.destroy() };
}
