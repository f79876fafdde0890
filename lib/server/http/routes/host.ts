import 'server-only';
import { Hono } from 'hono';
import { createCollectorBodySchema } from '@/lib/contracts/host';
import type { AppEnv } from '../context';
import { handle } from '../wrapper';
import { createAnonymousCollector, ensureIdentifiedCollector } from '@/lib/server/services/collectors';

export const host = new Hono<AppEnv>()
  // POST /api/host/collectors — create an anonymous collector, or the identified one of an SSO user
  .post(
    '/collectors',
    handle({ auth: 'host', body: createCollectorBodySchema }, async ({ c, deps, body }) => {
      if (!body.user) {
        const collector = await createAnonymousCollector(deps.db);
        return c.json({ collector_token: collector.token }, 201);
      }
      const { collector, hash, token, created } = await ensureIdentifiedCollector(deps.db, body.user, deps.config.SSO_SECRET);
      return c.json({ collector_token: collector.token, hash, token }, created ? 201 : 200);
    }),
  );
