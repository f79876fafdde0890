// Bundles server.ts, the seed script and the console scripts into dist/, and the host pages' loader (dist/embed.js). Packages stay external; `server-only` becomes empty,
// since this process is the server (the marker guards Next's client bundles, not us).
import { build } from 'esbuild';
import path from 'node:path';

await build({
  entryPoints: { server: 'server.ts', seed: 'scripts/seed.ts', 'console-admin': 'scripts/console-admin.ts', 'demo-passwords': 'scripts/demo-passwords.ts' },
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

// The host pages' loader, GET /embed.js (docs/embedding.md): one small browser script, no packages.
await build({
  entryPoints: ['lib/embed/loader.ts'],
  outfile: 'dist/embed.js',
  bundle: true,
  platform: 'browser',
  format: 'iife',
  target: 'es2019',
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
});
