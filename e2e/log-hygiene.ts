// Playwright's global teardown: after the whole run, the server's log (e2e/serve.mjs keeps it) must
// hold none of the secrets the specs used — collector tokens, SSO tokens and hashes of every
// member they created and of the demo members, the API key, passwords (docs/operations.md, "Logs").
// The start-up banner's demo URLs are printed on purpose for a person at the terminal (SEED_DEMO
// only; never in production) and are left out of the check; everything else is checked.
import { existsSync, readFileSync } from 'node:fs';
import { E2E_ADMIN, E2E_API_KEY, E2E_DEMO_PASSWORD, E2E_DEMO_FILE, E2E_SECRETS_FILE, E2E_SERVER_LOG } from './env';

const PASSWORDS = [E2E_ADMIN.password, E2E_DEMO_PASSWORD];

export default function logHygiene() {
  if (!existsSync(E2E_SERVER_LOG)) throw new Error(`log check: no server log at ${E2E_SERVER_LOG}`);
  const log = readFileSync(E2E_SERVER_LOG, 'utf8')
    .split('\n')
    .filter((line) => !/^Demo (anonym|angemeldet):/.test(line.trim()))
    .join('\n');
  const secrets = new Set<string>([E2E_API_KEY, ...PASSWORDS]);
  if (existsSync(E2E_SECRETS_FILE)) {
    for (const line of readFileSync(E2E_SECRETS_FILE, 'utf8').split('\n').filter(Boolean)) {
      for (const value of Object.values(JSON.parse(line) as Record<string, unknown>)) if (typeof value === 'string' && value.length >= 8) secrets.add(value);
    }
  }
  if (existsSync(E2E_DEMO_FILE)) {
    const demo = JSON.parse(readFileSync(E2E_DEMO_FILE, 'utf8')) as Record<string, string>;
    for (const url of Object.values(demo)) for (const value of new URL(url).searchParams.values()) if (value.length >= 8) secrets.add(value);
  }
  const leaked = [...secrets].filter((s) => log.includes(s));
  const lines = log.split('\n').filter(Boolean).length;
  console.log(`log check: ${secrets.size} secrets, ${lines} log lines, ${leaked.length} found`);
  if (leaked.length) throw new Error(`the server log holds ${leaked.length} secret(s) the specs used, e.g. ${leaked[0]!.slice(0, 6)}…`);
}
