// One API server process for the multi-process concurrency test: the Hono app over its own pool on
// the database in RAEPPLI_TEST_DB_URL, on 127.0.0.1:RAEPPLI_TEST_PORT. Bundled by esbuild in the test
// (test/pg/spawn-api.ts) and run as a child with node, so it is a real second process.
import { getRequestListener } from '@hono/node-server';
import { createServer } from 'node:http';
import { openPostgres } from '@/lib/server/db/client';
import { createApp } from '@/lib/server/http/app';
import { startWebhookJob } from '@/lib/server/webhooks/deliver';
import { testConfig } from '../helpers/db';

const database = await openPostgres(process.env.RAEPPLI_TEST_DB_URL!, Number(process.env.RAEPPLI_TEST_POOL ?? 10));
// The webhook sender as server.ts runs it, when the test asks for it (test/pg/webhooks-processes.test.ts).
const config = testConfig({ WEBHOOK_INTERVAL_MS: process.env.RAEPPLI_TEST_WEBHOOK_MS ?? '0', WEBHOOK_ALLOW_PRIVATE: 'true' });
const webhooks = startWebhookJob(database.db, config, (err) => console.error('[webhooks]', err));
const app = createApp({ db: database.db, config, buildId: 'test', ping: database.ping, isDraining: () => false });
const server = createServer(getRequestListener(app.fetch));
server.keepAliveTimeout = 30_000;
server.listen(Number(process.env.RAEPPLI_TEST_PORT), '127.0.0.1', () => console.log('api ready'));
process.on('SIGTERM', () =>
  server.close(
    () =>
      void webhooks
        .stop()
        .then(() => database.close())
        .then(() => process.exit(0)),
  ),
);
