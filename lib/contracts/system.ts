import './zod-setup';
import { z } from 'zod';

// Probes and the build id, outside /api (docs/api.md, "Public endpoints").
export const livenessSchema = z.object({ status: z.literal('ok') });
export const readinessSchema = z.object({ status: z.literal('ready') });
export const notReadySchema = z.object({ status: z.enum(['draining', 'database unavailable']) });
export const buildSchema = z.object({ id: z.string() });

// GET /api/openapi.json — the API reference itself (an OpenAPI 3.1 document).
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

/** GET /api/docs/assets/{file} — the files of the reference page, from our own origin. */
export const docsAssetParamSchema = z.object({ file: z.string() });
