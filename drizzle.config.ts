import Module, { createRequire } from 'node:module';
import { defineConfig } from 'drizzle-kit';

// The schema files carry `import 'server-only'`, a marker that throws outside React's server
// condition. drizzle-kit is a server-side tool that loads them in plain Node, so the marker is
// settled here, before the schema loads, as the empty module the server condition would give.
const require = createRequire(import.meta.url);
const marker = require.resolve('server-only');
require.cache[marker] ??= Object.assign(new Module(marker), { loaded: true, exports: {} });

// Migrations are generated from the schema (`npm run db:generate`) and applied at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/server/db/schema/index.ts',
  out: './drizzle',
});
