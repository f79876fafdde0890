import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { builtinModules } from 'node:module';

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
];

export default config;
