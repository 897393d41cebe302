// Three projects: `unit` (no server, parallel), `workflow` (workflow logic on a dev server, activities
// replaced) and `integration` (real Temporal server, Docker engine, Python; run with --runInBand by
// scripts/test.sh).
const base = {
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { target: 'es2022' } }] },
  moduleFileExtensions: ['ts', 'js', 'json'],
  setupFiles: ['<rootDir>/test/helpers/setup.ts'],
  // Tool folders hold whole Python environments and npm trees: never crawl them for modules.
  modulePathIgnorePatterns: ['<rootDir>/.tools/', '<rootDir>/.venv/', '<rootDir>/.a2rl/', '<rootDir>/dist/'],
};
module.exports = {
  reporters: ['default', '<rootDir>/test/helpers/suite-times.js'],
  projects: [
    { ...base, displayName: 'unit', testMatch: ['<rootDir>/test/unit/**/*.test.ts'] },
    // benchmarkRun's logic on a real dev server with in-test activities: seconds per test
    { ...base, displayName: 'workflow', testMatch: ['<rootDir>/test/workflow/**/*.test.ts'] },
    { ...base, displayName: 'integration', testMatch: ['<rootDir>/test/integration/**/*.test.ts'] },
  ],
};
