import 'server-only';
import { z } from 'zod';
import { docsAssetParamSchema, openApiDocumentSchema } from '@/lib/contracts/system';
import type { RouteGroup } from './registry';

// Routes of routes/docs.ts (mounted at /api): this reference itself. Public, `Cache-Control: public, max-age=300`.
export const referenceDocs: RouteGroup = {
  tag: 'Reference',
  description: 'This document and the page that shows it, served from our own origin.',
  routes: [
    {
      method: 'get',
      path: '/api/openapi.json',
      summary: 'The API reference as an OpenAPI 3.1 document',
      auth: 'public',
      responses: { 200: { description: 'This document.', schema: openApiDocumentSchema } },
    },
    {
      method: 'get',
      path: '/api/docs',
      summary: 'The interactive reference page (Swagger UI)',
      description: 'Everything it loads comes from this origin; its Content-Security-Policy allows nothing else.',
      auth: 'public',
      responses: { 200: { description: 'The page.', schema: z.string(), mediaTypes: ['text/html'] } },
    },
    {
      method: 'get',
      path: '/api/docs/assets/:file',
      summary: "The reference page's script and styles",
      description: '`swagger-ui-bundle.js`, `swagger-ui.css` (from the swagger-ui-dist package) and `docs.js`; any other name → 404 `NOT_FOUND`.',
      auth: 'public',
      params: docsAssetParamSchema,
      responses: {
        200: { description: 'The file (gzip when the client accepts it).', schema: z.string(), mediaTypes: ['text/javascript', 'text/css'] },
      },
      errors: ['NOT_FOUND'],
    },
  ],
};
