// The one process (docs/architecture.md, "One process"): /api/*, /sso/*, /builds/latest.json, /embed.js, /livez and /readyz
// go to the Hono app; everything else to Next's request handler. Same in development and production.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import next from 'next';
import { getRequestListener } from '@hono/node-server';
import nextEnv from '@next/env';
import { ConfigError, getConfig, type Config } from './lib/config';
import { processDatabase } from './lib/server/db/client';
import { demoBanner, seedDemo } from './lib/server/db/seed';
import { applyDefaults, defaultsSummary } from './lib/server/db/defaults';
import { createApp } from './lib/server/http/app';
import { closeRateLimitStores, pruneRateLimits } from './lib/server/http/rate-limit';
import { log, logRequest, pagePattern, runJob } from './lib/server/log';
import { redact } from './lib/domain/redact';
import { initServerReporting, reportServerError } from './lib/server/report';
import { expireDueCredits } from './lib/server/money/ledger';
import { runRewardJobs } from './lib/server/services/reward-jobs';
import { pruneVitals } from './lib/server/services/vitals';
import { foldLeaderboard, LEADERBOARD_FOLD_MS, pruneLeaderboard, setLeaderboardTimeZone } from './lib/server/services/leaderboard';
import { isBuildAsset, isHonoPath, securityHeaders, widgetCacheControl } from './lib/server/runtime/headers';
import { swapScriptNonce } from './lib/server/runtime/script-nonce';
import { registerPagesCatalogue } from './lib/server/pages/register';
import { ensureAdmin } from './lib/server/console/staff';
import { startWebhookJob } from './lib/server/webhooks/deliver';
import { answerClientError } from './lib/server/runtime/client-error';

function loadConfig(): Config {
  // .env files as Next reads them, before our one config parse.
  nextEnv.loadEnvConfig(process.cwd(), process.env.NODE_ENV !== 'production');
  try {
    return getConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

function readBuildId(dev: boolean): string {
  if (dev) return 'development';
  try {
    return readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim();
  } catch {
    console.error('No production build found: run `npm run build` first (npm start does this for you).');
    process.exit(1);
  }
}

async function main() {
  const config = loadConfig();
  const dev = config.NODE_ENV !== 'production';
  const buildId = readBuildId(dev);
  await initServerReporting(config);

  const database = await processDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: config.DATABASE_POOL_SIZE });
  // The leaderboard's weeks start on Monday 00:00 in TIMEZONE (docs/leaderboard.md).
  await setLeaderboardTimeZone(database.db, config.TIMEZONE);
  // Earning rules, levels, badges and daily reward items a fresh database needs (never overwrites).
  const added = defaultsSummary(await applyDefaults(database.db));
  if (added) console.log(`Grunddaten angelegt: ${added}`);
  const seed = config.SEED_DEMO === 'always' || (config.SEED_DEMO === 'auto' && database.kind === 'pglite');
  const demo = seed ? await seedDemo(database.db, config) : null;
  // The console's first admin, from the settings: created once, never overwritten (docs/console.md).
  if (config.CONSOLE_ADMIN_EMAIL && config.CONSOLE_ADMIN_PASSWORD) {
    const admin = await ensureAdmin(database.db, config.CONSOLE_ADMIN_EMAIL, config.CONSOLE_ADMIN_PASSWORD);
    if (admin === 'created') console.log(`Konsole: Admin ${config.CONSOLE_ADMIN_EMAIL} angelegt.`);
  }

  // Points retirement (expired credits become expiry entries), the reward jobs (expired
  // reservations, coupon/pass/prize deadlines, raffle draws) and the leaderboard's old weeks.
  // Safe on every instance at once.
  const expiryJob =
    config.EXPIRY_JOB_INTERVAL_MS > 0
      ? setInterval(() => {
          // One log line per run (docs/operations.md, "Logs").
          void runJob(
            'expiry',
            () => expireDueCredits(database.db),
            (err) => reportServerError(err, { job: 'expiry' }),
          );
          void runJob(
            'rewards',
            () => runRewardJobs(database.db, config),
            (err) => reportServerError(err, { job: 'rewards' }),
          );
          void runJob(
            'rate-limits-prune',
            () => pruneRateLimits(database.db),
            (err) => reportServerError(err, { job: 'rate-limits' }),
          );
          void runJob(
            'vitals-prune',
            () => pruneVitals(database.db, config),
            (err) => reportServerError(err, { job: 'vitals' }),
          );
          void runJob(
            'leaderboard-prune',
            async () => ({ pruned: await pruneLeaderboard(database.db, config) }),
            (err) => reportServerError(err, { job: 'leaderboard' }),
          );
        }, config.EXPIRY_JOB_INTERVAL_MS)
      : null;
  expiryJob?.unref();
  // The leaderboard's moves go into its counts each second, so that a read adds up few
  // (docs/leaderboard.md); a fold still running when the next is due is not joined by another.
  let folding = false;
  const foldJob = setInterval(() => {
    if (folding) return;
    folding = true;
    // Every second: its line is at debug level when nothing was folded.
    void runJob(
      'leaderboard-fold',
      async () => ({ folded: await foldLeaderboard(database.db) }),
      (err) => reportServerError(err, { job: 'leaderboard-fold' }),
      (r) => r.folded === 0,
    ).finally(() => (folding = false));
  }, LEADERBOARD_FOLD_MS);
  foldJob.unref();
  // Webhooks (docs/webhooks.md): every instance sends what is due; the database claim keeps two
  // instances from sending one delivery.
  const webhooks = startWebhookJob(database.db, config, (err) => reportServerError(err, { job: 'webhooks' }));

  let draining = false;
  const api = getRequestListener(createApp({ db: database.db, config, buildId, ping: database.ping, isDraining: () => draining }).fetch);
  // What the server-rendered pages show (docs/architecture.md, "Pages").
  registerPagesCatalogue(database.db, config, buildId);
  const nextApp = next({ dev, hostname: config.HOST, port: config.PORT, dir: process.cwd() });
  await nextApp.prepare();
  const nextHandler = nextApp.getRequestHandler();
  // Next's answers are compressed here, not by Next (next.config.ts `compress: false`), so that a
  // page's script nonce is put in before (lib/server/runtime/script-nonce.ts).
  // (compression is written for Express; it reads only what Node's own request and response have.)
  const compress = compression() as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  // A request's headers and body must arrive within REQUEST_TIMEOUT_MS of its first byte (checked
  // every quarter of it, at most 5 s), else 408: docs/architecture.md, "Process and build".
  const timeouts = {
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    headersTimeout: config.REQUEST_TIMEOUT_MS,
    connectionsCheckingInterval: Math.min(5_000, Math.ceil(config.REQUEST_TIMEOUT_MS / 4)),
  };
  const server = createServer(timeouts, (req, res) => {
    logRequest(req, res);
    if (isHonoPath(req.url ?? '/')) {
      for (const [name, value] of securityHeaders(config, req.url)) res.setHeader(name, value);
      return void api(req, res);
    }
    compress(req, res, () => {
      // Static files of public/ (.html) and the build's scripts are no rendered page: no nonce.
      const page = !isBuildAsset(req.url) && !(req.url ?? '/').split('?', 1)[0]!.endsWith('.html');
      const nonce = page ? swapScriptNonce(req, res) : undefined;
      for (const [name, value] of securityHeaders(config, req.url, nonce)) res.setHeader(name, value);
      const widgetCache = widgetCacheControl(req.url);
      if (widgetCache) res.setHeader('Cache-Control', widgetCache);
      nextHandler(req, res).catch((err: unknown) => {
        log().error({ route: pagePattern(req.url), error: redact(err instanceof Error ? err.message : String(err)) }, 'page failed');
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      });
    });
  });
  if (dev) server.on('upgrade', nextApp.getUpgradeHandler());
  server.on('clientError', answerClientError);
  // Idle keep-alive connections stay open longer than a load balancer's or client's idle timeout
  // (60 s is common), so the server never closes one just as a client sends on it (ECONNRESET);
  // docs/architecture.md, "Process and build".
  server.keepAliveTimeout = 65_000;

  server.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    console.log(`Räppli läuft auf http://${config.HOST}:${port} (${dev ? 'Entwicklung' : 'Produktion'}, Datenbank: ${database.kind})`);
    if (demo) for (const line of demoBanner(config, demo)) console.log(line);
  });

  // SIGTERM: readiness turns 503 first (for SHUTDOWN_DRAIN_DELAY_MS the server still answers, so
  // a load balancer sees it and stops sending), then in-flight requests finish, the database
  // closes, exit 0.
  const shutdown = async (signal: string) => {
    if (draining) return;
    draining = true;
    if (expiryJob) clearInterval(expiryJob);
    clearInterval(foldJob);
    // No new webhook run; the one under way records what it sent before the database closes.
    const webhooksStopped = webhooks.stop();
    console.log(`${signal} erhalten: Anfragen werden abgeschlossen …`);
    await new Promise((r) => setTimeout(r, config.SHUTDOWN_DRAIN_DELAY_MS));
    const force = setTimeout(() => {
      console.error('Shutdown timeout: open connections are closed.');
      server.closeAllConnections();
    }, config.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    server.close(async () => {
      await webhooksStopped;
      await database.close().catch(() => undefined);
      await closeRateLimitStores().catch(() => undefined);
      await nextApp.close?.().catch(() => undefined);
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  console.error('Start-up failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});
