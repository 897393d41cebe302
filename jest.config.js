// Two projects: `unit` (no server, parallel) and `integration` (real Temporal server, Docker
// engine, Python; run with --runInBand by scripts/test.sh).
const base = {
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { target: 'es2022' } }] },
  moduleFileExtensions: ['ts', 'js', 'json'],
  setupFiles: ['<rootDir>/test/helpers/setup.ts'],
  // Tool folders hold whole Python environments and npm trees: never crawl them for modules.
  modulePathIgnorePatterns: ['<rootDir>/.tools/', '<rootDir>/.venv/', '<rootDir>/.a2rl/', '<rootDir>/dist/'],
};
module.exports = {
  projects: [
    { ...base, displayName: 'unit', testMatch: ['<rootDir>/test/unit/**/*.test.ts'] },
    { ...base, displayName: 'integration', testMatch: ['<rootDir>/test/integration/**/*.test.ts'] },
  ],
};
