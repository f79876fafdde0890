import 'server-only';
import '@/lib/contracts/zod-de';
import type { IncomingMessage } from 'node:http';
import { Hono, type Context } from 'hono';
import { routePath } from 'hono/route';
import { log, noteRoute } from '@/lib/server/log';
import { TrieRouter } from 'hono/router/trie-router';
import { HTTPException } from 'hono/http-exception';
import type { AppDeps, AppEnv } from './context';
import { ApiError, errorResponse } from '@/lib/server/errors';
import { redact } from '@/lib/domain/redact';
import { reportServerError } from '@/lib/server/report';
import { isUnstorableText } from '@/lib/server/db/raw';
import { isDatabaseUnavailable } from '@/lib/server/db/errors';
import { health } from './routes/health';
import { member } from './routes/member';
import { host } from './routes/host';
import { rewardRoutes } from './routes/rewards';
import { quizRoutes } from './routes/quizzes';
import { docs } from './routes/docs';
import { consoleRoutes } from './routes/console';
import { consoleRewardRoutes } from './routes/console-rewards';
import { consoleMediaRoutes, mediaRoutes } from './routes/console-media';
import { consoleOperationRoutes } from './routes/console-operations';
import { consoleContentRoutes } from './routes/console-content';
import { prizewheelRoutes } from './routes/prizewheel';
import { consoleGameRoutes } from './routes/console-games';
import { ssoRoutes } from './routes/sso';
import { profileRoutes } from './routes/profile';
import { friendRoutes } from './routes/friends';
import { leaderboardRoutes } from './routes/leaderboard';
import { voucherRoutes } from './routes/vouchers';
import { consoleVoucherRoutes } from './routes/console-vouchers';
import { consoleMarkdownRoutes, postRoutes } from './routes/posts';
import { consoleNotificationRoutes, notificationRoutes } from './routes/notifications';
import { embedCors, embedRoutes } from './routes/embed';
import { consoleVitalsRoutes, vitalsRoutes } from './routes/vitals';
import { cspReportRoutes } from './routes/csp-report';
import { consoleWebhookRoutes, webhookRoutes } from './routes/webhooks';

/** The Hono app for /api/*, /sso/*, /builds/latest.json, /embed.js, /livez and /readyz (see server.ts). */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    let unavailable: Response | undefined;
    try {
      await next();
    } catch (err) {
      // Errors from another realm (a test's VM) skip onError, which Hono gives only `instanceof Error`.
      if (!isDatabaseUnavailable(err)) throw err;
      unavailable = databaseUnavailable(c, err);
    }
    // The route pattern for the request's log line (docs/operations.md, "Logs"), never the path's values.
    const route = routePath(c, -1);
    // A path no route answers ends at a wildcard middleware: logged as such, not as its path.
    noteRoute(
      (c.env as { incoming?: IncomingMessage } | undefined)?.incoming,
      route.endsWith('*') && (unavailable ?? c.res).status === 404 ? 'unmatched' : route,
    );
    return unavailable;
  });
  app.route('/', health);
  app.route('/api', member);
  app.route('/api', rewardRoutes);
  app.route('/api', prizewheelRoutes);
  app.route('/api', profileRoutes);
  app.route('/api', friendRoutes);
  app.route('/sso', ssoRoutes);
  app.route('/api', quizRoutes);
  app.route('/api', leaderboardRoutes);
  app.route('/api/host', host);
  app.route('/api/host', webhookRoutes);
  app.route('/api', docs);
  app.route('/api/console', consoleRoutes);
  app.route('/api/console', consoleRewardRoutes);
  app.route('/api/console', consoleMediaRoutes);
  app.route('/api', mediaRoutes);
  app.route('/api/console', consoleOperationRoutes);
  app.route('/api/console', consoleContentRoutes);
  app.route('/api/console', consoleGameRoutes);
  app.route('/api', voucherRoutes);
  app.route('/api/console', consoleVoucherRoutes);
  app.route('/api', postRoutes);
  app.route('/api/console', consoleMarkdownRoutes);
  app.use('/api/notifications', embedCors);
  app.route('/api', notificationRoutes);
  app.route('/api/console', consoleNotificationRoutes);
  app.route('/api/console', consoleWebhookRoutes);
  app.route('/api', vitalsRoutes);
  app.route('/api', cspReportRoutes);
  app.route('/api/console', consoleVitalsRoutes);
  app.route('/', embedRoutes());

  const allowedMethods = methodsByPath(app.routes);
  app.notFound((c) => {
    const allow = allowedMethods(c.req.path);
    const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
    // A known path asked with another method: 405 naming what it does take; a handler's own
    // notFound (method allowed) stays 404.
    if (allow.length > 0 && !allow.includes(method)) {
      c.header('Allow', allow.join(', '));
      return errorResponse(c, new ApiError('METHOD_NOT_ALLOWED'));
    }
    return errorResponse(c, new ApiError('NOT_FOUND'));
  });
  app.onError((err, c) => {
    if (err instanceof ApiError) return errorResponse(c, err);
    if (err instanceof HTTPException && err.status < 500) {
      return errorResponse(c, new ApiError(err.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST'));
    }
    // A NUL character in a token or a text field: the database cannot store it, nothing was written.
    if (isUnstorableText(err)) return errorResponse(c, new ApiError('BAD_REQUEST'));
    if (isDatabaseUnavailable(err)) return databaseUnavailable(c, err);
    log().error({ method: c.req.method, route: routePath(c), error: redact(err instanceof Error ? (err.stack ?? err.message) : String(err)) }, 'api failed');
    reportServerError(err, { method: c.req.method, url: redact(c.req.url) });
    return errorResponse(c, new ApiError('INTERNAL_ERROR'));
  });
  return app;
}

export type App = ReturnType<typeof createApp>;

/** The database cannot be reached: 503 SERVICE_UNAVAILABLE with Retry-After (docs/reliability.md, "Faults"). */
function databaseUnavailable(c: Context<AppEnv>, err: unknown): Response {
  log().warn({ method: c.req.method, route: routePath(c), error: redact(err instanceof Error ? err.message : String(err)) }, 'database unavailable');
  c.header('Retry-After', '5');
  return errorResponse(c, new ApiError('SERVICE_UNAVAILABLE'));
}

/**
 * The methods each path answers, from the registered routes (middleware is 'ALL' and does not
 * count). HEAD follows GET, as Hono dispatches it.
 */
function methodsByPath(routes: readonly { method: string; path: string }[]): (path: string) => string[] {
  const router = new TrieRouter<string>();
  for (const r of routes) if (r.method !== 'ALL') router.add('ALL', r.path, r.method.toUpperCase());
  return (path) => {
    const methods = new Set(router.match('GET', path)[0].map(([method]) => method));
    if (methods.has('GET')) methods.add('HEAD');
    return [...methods].sort();
  };
}
