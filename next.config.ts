import type { NextConfig } from 'next';
import { createRequire } from 'node:module';
import path from 'node:path';
import createNextIntlPlugin from 'next-intl/plugin';
import { withSentryConfig } from '@sentry/nextjs/config';

const require = createRequire(import.meta.url);
const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

// next-intl's formatter for precompiled texts (i18n/compiled-messages.ts): no ICU parser in the bundle.
// next-intl's plugin sets the same alias for its experimental catalogue loader, which would also turn
// the texts that the server and the forms read directly from messages/de.json into compiled ones.
const formatOnly = `./${path.relative(process.cwd(), require.resolve('use-intl/format-message/format-only'))}`;

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // server.ts compresses Next's answers after it has put each page's script nonce in
  // (docs/reliability.md, "Content security policy").
  compress: false,
  // The build checks the app's types; tests and tools are checked by `npm run typecheck`.
  typescript: { tsconfigPath: './tsconfig.next.json' },
  // One build id for every instance behind a load balancer (docs/architecture.md, "Scale"); BUILD_ID may pin it.
  generateBuildId: async () => process.env.BUILD_ID || null,
  // Rendered pages live in our own store: the first request renders a page, what the build rendered
  // (without a database) is never served (docs/architecture.md, "Pages").
  cacheHandler: require.resolve('./lib/server/pages/page-cache.cjs'),
  cacheMaxMemorySize: 0,
  turbopack: { resolveAlias: { 'use-intl/format-message': formatOnly } },
  // The pages' CSS in the HTML: no stylesheet round trip before the first paint. Inlined CSS costs no
  // request, so each page gets exactly its modules' CSS (docs/architecture.md, "CSS in the HTML";
  // the order of modules is then free: docs/conventions.md 16).
  experimental: { inlineCss: true, cssChunking: { type: 'graph', requestCost: 0 } },
  // A floor for `npm run lighthouse`: a page that only forwards, as /me/open does (docs/benchmarks.md).
  async redirects() {
    return [{ source: '/bench/forward', destination: '/bench/bare', permanent: false }];
  },
};

// Sentry: no telemetry; source maps are uploaded only when a token is set.
export default withSentryConfig(withNextIntl(nextConfig), {
  telemetry: false,
  silent: true,
  sourcemaps: { disable: !process.env.SENTRY_AUTH_TOKEN },
});
