import 'server-only';
import { z } from 'zod';
import type { RouteGroup } from './registry';

// Routes of routes/embed.ts: the host pages' loader (docs/embedding.md).
export const embedDocs: RouteGroup = {
  tag: 'Embed',
  description: 'The one-tag embed for host pages: the loader script that turns `<div data-raeppli-widget>` into a widget iframe.',
  routes: [
    {
      method: 'get',
      path: '/embed.js',
      summary: "The host pages' loader script",
      description:
        'Dependency-free, ≤ 4 KiB gzip; `Cache-Control: public, max-age=300, stale-while-revalidate=86400`. Its attributes, DOM events and messages: docs/embedding.md. A build without the loader (`dist/embed.js`) → 404 `NOT_FOUND`.',
      auth: 'none',
      responses: { 200: { description: 'The script.', schema: z.string(), mediaTypes: ['text/javascript'] } },
      errors: ['NOT_FOUND'],
    },
  ],
};
