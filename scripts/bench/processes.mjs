// Child processes for the bench: the production server and the baseline, each in its own Node
// process (own event loop), bound to 127.0.0.1, started and stopped by pid only.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { createInterface } from 'node:readline';

const running = new Set();

// The bench never leaves a child behind, also when it fails half-way.
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** A port that is free on 127.0.0.1 right now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts `node <args>` and resolves once `ready(line)` returns a value for a stdout line.
 * Rejects (with the last output lines) when the process exits first or `timeoutMs` passes.
 * The result's stop() sends SIGTERM and resolves with the exit code (SIGKILL after stopTimeoutMs).
 */
export function startNode(name, args, { env, ready, timeoutMs = 90_000, stopTimeoutMs = 20_000 }) {
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  const tail = [];
  const exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    }),
  );
  const remember = (line) => {
    tail.push(line);
    if (tail.length > 40) tail.shift();
  };
  createInterface({ input: child.stderr }).on('line', remember);
  const lines = createInterface({ input: child.stdout });

  async function stop() {
    if (child.exitCode !== null || child.signalCode !== null) return { ...(await exited), forced: false };
    child.kill('SIGTERM');
    let timer;
    const timeout = new Promise((resolve) => (timer = setTimeout(resolve, stopTimeoutMs, null)));
    const result = await Promise.race([exited, timeout]);
    clearTimeout(timer);
    if (result) return { ...result, forced: false };
    child.kill('SIGKILL');
    return { ...(await exited), forced: true };
  }

  return new Promise((resolve, reject) => {
    let done = false;
    const fail = (message) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${name}: ${message}\n  last output:\n    ${tail.join('\n    ') || '(none)'}`));
    };
    const timer = setTimeout(() => fail(`not ready after ${timeoutMs / 1000} s`), timeoutMs);
    lines.on('line', (line) => {
      remember(line);
      if (done) return;
      const value = ready(line);
      if (value === undefined) return;
      done = true;
      clearTimeout(timer);
      resolve({ name, pid: child.pid, value, stop, output: tail });
    });
    exited.then(({ code, signal }) => fail(`exited before it was ready (code ${code}, signal ${signal})`));
  });
}
