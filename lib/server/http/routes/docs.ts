import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import swaggerUiDist from 'swagger-ui-dist/absolute-path.js';
import { docsAssetParamSchema } from '@/lib/contracts/system';
import type { Config } from '@/lib/config';
import { ApiError } from '@/lib/server/errors';
import { frameAncestors } from '@/lib/server/runtime/headers';
import { CSP_REPORT_PATH } from '@/lib/domain/csp';
import type { AppEnv } from '../context';
import { handle } from '../wrapper';
import { openApiDocument } from '../openapi/document';

const cacheable = { 'Cache-Control': 'public, max-age=300' };

// Swagger UI on our document. The online validator is off: it would load a badge image from
// validator.swagger.io for any page not on localhost.
const SCRIPT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', validatorUrl: 'none', deepLinking: true });\n`;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Räppli API</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
    <script src="/api/docs/assets/docs.js"></script>
  </body>
</html>
`;

/**
 * The page may load from our own origin only (Swagger UI sets inline styles; its scripts are files,
 * so no nonce is needed); framing as everywhere, violations reported as the pages' are
 * (docs/reliability.md, "Content security policy").
 */
function pagePolicy(config: Config, path: string): string {
  const framing = frameAncestors(config, path).join(' ');
  return `default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors ${framing}; report-uri ${CSP_REPORT_PATH}`;
}

// Served from the installed swagger-ui-dist package (no copy in the build: dist/server.js keeps
// packages external) and read once.
const dist = (file: string) => () => readFile(path.join(swaggerUiDist(), file));
const ASSETS: Record<string, { type: string; read: () => Promise<Buffer> }> = {
  'swagger-ui-bundle.js': { type: 'text/javascript; charset=utf-8', read: dist('swagger-ui-bundle.js') },
  'swagger-ui.css': { type: 'text/css; charset=utf-8', read: dist('swagger-ui.css') },
  'docs.js': { type: 'text/javascript; charset=utf-8', read: async () => Buffer.from(SCRIPT) },
};
const loaded = new Map<string, Promise<{ plain: Uint8Array<ArrayBuffer>; gzip: Uint8Array<ArrayBuffer> }>>();

function asset(file: string) {
  let bytes = loaded.get(file);
  if (!bytes) {
    bytes = ASSETS[file]!.read().then((plain) => ({ plain: new Uint8Array(plain), gzip: new Uint8Array(gzipSync(plain)) }));
    bytes.catch(() => loaded.delete(file));
    loaded.set(file, bytes);
  }
  return bytes;
}

export const docs = new Hono<AppEnv>()
  // GET /api/openapi.json — the API reference, generated from the contracts (lib/server/http/openapi/)
  .get(
    '/openapi.json',
    handle({ auth: 'public' }, ({ c }) => c.json(openApiDocument(), 200, cacheable)),
  )
  // GET /api/docs — the reference browsable in Swagger UI, everything from our own origin
  .get(
    '/docs',
    handle({ auth: 'public' }, ({ c, deps }) => c.html(PAGE, 200, { ...cacheable, 'Content-Security-Policy': pagePolicy(deps.config, c.req.path) })),
  )
  // GET /api/docs/assets/:file — Swagger UI's bundle and styles, and the page's own script
  .get(
    '/docs/assets/:file',
    handle({ auth: 'public', params: docsAssetParamSchema }, async ({ c, params }) => {
      const file = Object.hasOwn(ASSETS, params.file) ? ASSETS[params.file] : undefined;
      if (!file) throw new ApiError('NOT_FOUND');
      const { plain, gzip } = await asset(params.file);
      const zipped = /\bgzip\b/.test(c.req.header('accept-encoding') ?? '');
      const headers = { ...cacheable, 'Content-Type': file.type, Vary: 'Accept-Encoding', ...(zipped ? { 'Content-Encoding': 'gzip' } : {}) };
      return c.body(zipped ? gzip : plain, 200, headers);
    }),
  );
