import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { builtinModules } from 'node:module';

// The whole message catalogue in browser code ships it with the page. Shared by both blocks below:
// for the same rule a later block's options replace an earlier one's, they do not add to them.
const WHOLE_CATALOGUE = {
  group: ['@/messages/*', '**/messages/de.json'],
  message: 'The whole message catalogue would ship with the page: use next-intl (ClientMessages) or a small module.',
  allowTypeImports: true,
};

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: ['.next/**', 'dist/**', 'data/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'] },
  // lib/domain is pure rules that the browser and the server share: no Node I/O or crypto, no server code.
  {
    files: ['lib/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: builtinModules.map((name) => ({ name, message: 'lib/domain stays pure: Node modules belong in lib/server.' })),
          patterns: [
            { group: ['node:*'], message: 'lib/domain stays pure: Node modules belong in lib/server.' },
            { group: ['server-only', '@/lib/server/*', '**/lib/server/*'], message: 'lib/domain stays pure: it must not import server code.' },
          ],
        },
      ],
    },
  },
  // Member pages and widgets (docs/conventions.md 4): a contract module builds its zod schemas when
  // it loads, so a runtime import puts zod (~69 KB gzip) into the page. Types only; a check with the
  // schema loads it with the action (`await import(…)`). The console, and the redeem and claim
  // dialogs, which load when a member opens them, use their contracts as they are.
  {
    files: ['app/**', 'components/**', 'lib/client/**'],
    ignores: [
      'app/(console)/**',
      'components/console/**',
      'lib/client/console-*.ts',
      'components/rewards/redeem/**',
      'components/rewards/claim/**',
      '**/*.test.ts',
      '**/*.test.tsx',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: 'A member page loads this file: check with a plain function, or load the check with its action.', allowTypeImports: true },
          ],
          patterns: [
            {
              group: ['@/lib/contracts/*', '!@/lib/contracts/errors'],
              message:
                'A member page loads this file: import the contract’s types only, load a schema with its action (await import), keep constants in lib/domain.',
              allowTypeImports: true,
            },
            WHOLE_CATALOGUE,
          ],
        },
      ],
    },
  },
  // What the root layout loads on every page (docs/benchmarks.md, page JavaScript): no zod or zod
  // contracts there — a runtime import puts zod (~68 KB gzip) into every page, widgets included.
  {
    files: ['components/system/**', 'lib/client/host-bridge.ts', 'lib/client/public-config.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: 'Every page loads this file: check with a plain function (e.g. lib/domain/embed.ts), not zod.', allowTypeImports: true },
          ],
          patterns: [
            { group: ['@/lib/contracts/*'], message: 'Every page loads this file: a contract brings zod along; import its type only.', allowTypeImports: true },
            WHOLE_CATALOGUE,
          ],
        },
      ],
    },
  },
];

export default config;
