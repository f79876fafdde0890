import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Unit tests beside the code, API tests through app.request() on PGlite (and PostgreSQL when TEST_DATABASE_URL is set). */
const config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/lib', '<rootDir>/components', '<rootDir>/test'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  moduleNameMapper: {
    '^server-only$': '<rootDir>/test/empty.cjs',
    '^@/(.*)$': '<rootDir>/$1',
  },
  testTimeout: 30000,
  // Two workers, not Jest's default of one on a 2-core machine (cores − 1): the suites wait on
  // PostgreSQL much of the time, and each file has its own databases (test/helpers/db.ts). Figures
  // in docs/conventions.md, item 18.
  maxWorkers: 2,
};

const jestConfig = createJestConfig(config);

// next-intl and use-intl ship ESM only: let SWC transform them.
const loadConfig = async () => {
  const resolved = await jestConfig();
  return {
    ...resolved,
    transformIgnorePatterns: ['/node_modules/(?!(next-intl|use-intl)/)', '^.+\\.module\\.(css|sass|scss)$'],
  };
};

export default loadConfig;
