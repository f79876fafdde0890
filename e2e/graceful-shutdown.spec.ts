// SIGTERM (issue 2): readiness turns 503, the request in flight still completes, the database
// closes and the process exits 0. Runs its own server so the shared one stays up.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const PORT = 3290;
const BASE = `http://127.0.0.1:${PORT}`;

test('SIGTERM drains: readiness 503, in-flight request answered, exit code 0', async () => {
  test.setTimeout(90_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'raeppli-shutdown-'));
  const child = spawn(process.execPath, ['dist/server.js'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', SHUTDOWN_TIMEOUT_MS: '20000', SHUTDOWN_DRAIN_DELAY_MS: '1500' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  try {
    await expect.poll(async () => (await fetch(`${BASE}/readyz`).catch(() => null))?.status ?? 0, { timeout: 60_000 }).toBe(200);

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
    child.kill('SIGTERM');

    // During the drain delay the server still answers, and readiness says 503.
    await expect.poll(async () => (await fetch(`${BASE}/readyz`)).status).toBe(503);
    expect((await fetch(`${BASE}/livez`)).status).toBe(200);

    const answer = await inFlight;
    expect(answer.status).toBe(404); // answered normally (unknown collector), not cut off
    expect(await exited).toBe(0);
    expect(output).toContain('SIGTERM erhalten');
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
