// Starts test/pg/api-process.ts as separate Node processes (bundled once with esbuild, as
// scripts/build-server.mjs bundles the server) and stops them again.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { build } from 'esbuild';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

export type ApiProcess = { origin: string; child: ChildProcess; stop: () => Promise<void> };

export async function bundleApiProcess(): Promise<string> {
  // Inside the project (node_modules/.cache), so the bundle's package imports resolve to our node_modules.
  const dir = path.resolve('node_modules/.cache/raeppli-test');
  mkdirSync(dir, { recursive: true });
  const outfile = path.join(mkdtempSync(path.join(dir, 'api-')), 'api-process.mjs');
  await build({
    entryPoints: ['test/pg/api-process.ts'],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
    alias: { 'server-only': path.resolve('scripts/empty.mjs') },
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  });
  return outfile;
}

export async function startApiProcess(bundle: string, dbUrl: string, pool = 10, env: Record<string, string> = {}): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [bundle], {
    cwd: process.cwd(),
    env: { ...process.env, RAEPPLI_TEST_DB_URL: dbUrl, RAEPPLI_TEST_PORT: String(port), RAEPPLI_TEST_POOL: String(pool), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`api process did not start:\n${output}`)), 30_000);
    child.stdout!.on('data', (d: Buffer) => {
      output += d.toString();
      if (output.includes('api ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    child.on('exit', (code) => reject(new Error(`api process exited with ${code}:\n${output}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.on('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });
  return { origin: `http://127.0.0.1:${port}`, child, stop };
}
