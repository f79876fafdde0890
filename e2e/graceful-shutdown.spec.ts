// SIGTERM (docs/architecture.md, "One process"): readiness turns 503, the request in flight still
// completes, the database closes and the process exits 0. Runs its own server so the shared one
// stays up.
import { expect, test } from '@playwright/test';
import { startOwnServer } from './own-server';

const PORT = 3290;
const BASE = `http://127.0.0.1:${PORT}`;

test('SIGTERM drains: readiness 503, in-flight request answered, exit code 0', async () => {
  test.setTimeout(90_000);
  const server = await startOwnServer(PORT, { SHUTDOWN_TIMEOUT_MS: '20000', SHUTDOWN_DRAIN_DELAY_MS: '1500' });
  try {
    // Hold a keep-alive connection with a request in flight while the signal arrives: a slow
    // upload the server has to read to the end before it answers.
    const slowBody = new ReadableStream({
      async start(controller) {
        controller.enqueue(new TextEncoder().encode('{"step":"layerVisit",'));
        await new Promise((r) => setTimeout(r, 1500));
        controller.enqueue(new TextEncoder().encode('"data":{}}'));
        controller.close();
      },
    });
    const inFlight = fetch(`${BASE}/api/actions?collector_token=unknown-token-for-shutdown`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: slowBody,
      duplex: 'half',
    } as RequestInit);
    await new Promise((r) => setTimeout(r, 300));
    server.kill('SIGTERM');

    // During the drain delay the server still answers, and readiness says 503.
    await expect.poll(async () => (await fetch(`${BASE}/readyz`)).status).toBe(503);
    expect((await fetch(`${BASE}/livez`)).status).toBe(200);

    const answer = await inFlight;
    expect(answer.status).toBe(404); // answered normally (unknown collector), not cut off
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('SIGTERM erhalten');
  } finally {
    await server.stop(true);
  }
});
