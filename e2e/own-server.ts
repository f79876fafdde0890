// A production server of a spec's own, beside the shared one (e2e/serve.mjs): a fresh data folder
// with PGlite, its own port, the environment the spec names. For specs that stop the server or
// need another configuration than the shared one.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';

export type OwnServer = {
  base: string;
  /** What the server printed so far (stdout and stderr). */
  output: () => string;
  /** Sends a signal (SIGTERM by default) to the server. */
  kill: (signal?: NodeJS.Signals) => void;
  /** The exit code, once the server has ended. */
  exited: Promise<number | null>;
  /** Ends the server (SIGTERM, SIGKILL if it is still up when asked to stop hard) and removes its data. */
  stop: (hard?: boolean) => Promise<void>;
};

/** Starts dist/server.js on `port` with `env` over the production defaults, and waits until it is ready. */
export async function startOwnServer(port: number, env: Record<string, string>): Promise<OwnServer> {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `raeppli-own-${port}-`));
  const child = spawn(process.execPath, ['dist/server.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const stop = async (hard = false) => {
    if (child.exitCode === null) child.kill(hard ? 'SIGKILL' : 'SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await expect.poll(async () => (await fetch(`${base}/readyz`).catch(() => null))?.status ?? 0, { timeout: 60_000 }).toBe(200);
  } catch (err) {
    await stop(true);
    throw err;
  }
  return { base, output: () => output, kill: (signal = 'SIGTERM') => child.kill(signal), exited, stop };
}
