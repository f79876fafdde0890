// The e2e web server (started by playwright.config.ts): a fresh, empty data folder, then the
// production build served by server.ts. The demo URLs the server prints are saved to demo.json
// so the specs can open the seeded demo members exactly as a newcomer would.
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3210);
const root = path.join(os.tmpdir(), `raeppli-e2e-${port}`);
const dataDir = path.join(root, 'data');
const demoFile = path.join(root, 'demo.json');
// The whole server output, for the log check after the run (e2e/log-hygiene.ts).
const logFile = path.join(root, 'server.log');

if (!existsSync('dist/server.js') || !existsSync('.next/BUILD_ID')) {
  console.error('e2e: no production build — run `npm run build` first (`npm run test:e2e` does).');
  process.exit(1);
}

rmSync(root, { recursive: true, force: true });
mkdirSync(root, { recursive: true });

const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
  stdio: ['ignore', 'pipe', 'pipe'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_DEMO: 'auto',
    API_KEY: process.env.E2E_API_KEY ?? 'e2e-api-key-0123456789abcdef',
    SITE_URL: `http://127.0.0.1:${port}`,
    FRONTEND_URL: `http://127.0.0.1:${port}`,
    // A host's login page and a host page that embeds us (both answered by the specs' routes; the
    // host page on localhost, another origin on this machine's loopback, which Chromium lets frame us).
    LOGIN_URL: 'https://login.raeppli.test/anmelden',
    // The host's subscription page («Abo abschließen»; unset with the front end on this site, the link is left out).
    SUBSCRIBE_URL: 'https://abo.raeppli.test/abo',
    ALLOWED_FRAME_ANCESTORS: `http://localhost:${port}`,
    ALLOWED_MESSAGE_ORIGINS: `http://localhost:${port}`,
    // proxy.ts asks for the redirect rules at most every second (30 s by default): a rule an editor
    // publishes in a spec applies at once.
    REDIRECT_CACHE_MS: '1000',
    // The console's first admin (e2e/env.ts E2E_ADMIN): the admin pages' specs sign in with it.
    CONSOLE_ADMIN_EMAIL: 'admin@raeppli.example',
    CONSOLE_ADMIN_PASSWORD: 'Admin-E2E-Passwort-2026',
    // The demo staff's and Anna's password (e2e/env.ts E2E_DEMO_PASSWORD); unset, each is random.
    DEMO_PASSWORD: 'Demo-E2E-Passwort-2026',
    // Specs running side by side share the demo members: their writes are not rate-limited.
    RATE_LIMIT_SCALE: '1000',
    // Every visit reports its Web Vitals (production samples a share): deterministic for the specs.
    VITALS_SAMPLE_RATE: '1',
    BUGSNAG_API_KEY: '',
    SENTRY_DSN: '',
  },
});

const demo = {};
let pending = '';
child.stderr.on('data', (chunk) => {
  process.stderr.write(chunk);
  appendFileSync(logFile, chunk);
});
child.stdout.on('data', (chunk) => {
  appendFileSync(logFile, chunk);
  pending += chunk.toString('utf8');
  const lines = pending.split('\n');
  pending = lines.pop() ?? '';
  for (const line of lines) {
    // The JSON request and job lines stay in the file; the banner and warnings reach the console.
    if (!line.startsWith('{')) process.stdout.write(`${line}\n`);
    const m = /^Demo (anonym|angemeldet):\s+(\S+)/.exec(line.trim());
    if (!m) continue;
    demo[m[1] === 'anonym' ? 'anonymous' : 'identified'] = m[2];
    if (demo.anonymous && demo.identified) writeFileSync(demoFile, JSON.stringify(demo, null, 2));
  }
});

for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
