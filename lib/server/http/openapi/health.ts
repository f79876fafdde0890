import 'server-only';
import { buildSchema, livenessSchema, notReadySchema, readinessSchema } from '@/lib/contracts/system';
import type { RouteGroup } from './registry';

// Routes of routes/health.ts: outside the wrapper, no auth, `Cache-Control: no-store`.
export const healthDocs: RouteGroup = {
  tag: 'Probes',
  description: 'Liveness, readiness and the current build, for load balancers and the web view.',
  routes: [
    {
      method: 'get',
      path: '/livez',
      summary: 'Liveness: the process answers',
      description: 'Touches no dependency.',
      auth: 'none',
      responses: { 200: { description: 'The process is alive.', schema: livenessSchema } },
    },
    {
      method: 'get',
      path: '/readyz',
      summary: 'Readiness: the database answers and the process is not draining',
      auth: 'none',
      responses: {
        200: { description: 'Ready for requests.', schema: readinessSchema },
        503: { description: 'Draining after SIGTERM, or the database ping failed.', schema: notReadySchema },
      },
    },
    {
      method: 'get',
      path: '/builds/latest.json',
      summary: 'The current build id',
      description: 'Polled by the web view (with a `?timestamp=` cache buster, ignored here) to detect a new deployment.',
      auth: 'none',
      responses: { 200: { description: 'The build id (`.next/BUILD_ID`; `development` in dev).', schema: buildSchema } },
    },
  ],
};
