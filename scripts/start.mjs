// npm start: builds when there is no build or the sources are newer than it, then serves in
// production mode (migrations and the demo seed run at start-up).
import { execSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCES = ['app', 'components', 'lib', 'messages', 'i18n', 'public', 'drizzle', 'server.ts', 'proxy.ts', 'next.config.ts', 'package.json'];

function newest(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(p).map((f) => newest(path.join(p, f))));
}

const built = ['.next/BUILD_ID', 'dist/server.js'].every((f) => existsSync(f));
const stale = built && Math.max(...SOURCES.map(newest)) > statSync('.next/BUILD_ID').mtimeMs;
if (!built || stale) {
  console.log(built ? 'Quellen geändert: baue neu …' : 'Kein Build gefunden: baue …');
  execSync('npm run build', { stdio: 'inherit' });
}

const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
  stdio: 'inherit',
  env: { NEXT_TELEMETRY_DISABLED: '1', ...process.env, NODE_ENV: 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
