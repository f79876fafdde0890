// Lighthouse measures the production build: build it when it is missing or older than the sources
// (the same check as `npm start`, docs/architecture.md "Process and build").
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCES = ['app', 'components', 'lib', 'messages', 'i18n', 'public', 'drizzle', 'server.ts', 'proxy.ts', 'next.config.ts', 'package.json'];
const OUTPUTS = ['.next/BUILD_ID', 'dist/server.js'];

function newest(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(p).map((f) => newest(path.join(p, f))));
}

export function ensureBuild() {
  const built = OUTPUTS.every((f) => existsSync(f));
  const stale = built && Math.max(...SOURCES.map(newest)) > statSync('.next/BUILD_ID').mtimeMs;
  if (built && !stale) return;
  console.log(built ? 'Sources are newer than the build: running npm run build …' : 'No production build: running npm run build …');
  execSync('npm run build', { stdio: 'inherit' });
}
