// Bundles server.ts and the seed script into dist/. Packages stay external; `server-only` becomes empty,
// since this process is the server (the marker guards Next's client bundles, not us).
import { build } from 'esbuild';
import path from 'node:path';

await build({
  entryPoints: { server: 'server.ts', seed: 'scripts/seed.ts', 'console-admin': 'scripts/console-admin.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  alias: { 'server-only': path.resolve('scripts/empty.mjs') },
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
});
