// ESLint (run by `npm test` before the unit tests): typescript-eslint's recommended rules with
// type information, and the two rules Temporal's TypeScript samples insist on: no promise left
// floating (a forgotten await of an activity or a workflow API), and no Node built-in imported
// by workflow code (workflows must stay deterministic; activities do the I/O). The dashboard's
// browser modules and the CommonJS launchers get the recommended JavaScript rules.
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', '.venv/', '.tools/', '.a2rl/', 'bench/results/'] },
  js.configs.recommended,
  {
    files: ['ui/public/**/*.js'],
    languageOptions: { sourceType: 'module', globals: { ...globals.browser, Chart: 'readonly' } },
  },
  {
    files: ['**/*.cjs', 'jest.config.js', 'test/helpers/suite-times.js'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
  },
  { files: ['**/*.mjs'], languageOptions: { sourceType: 'module', globals: globals.node } },
  {
    files: ['**/*.ts'],
    extends: [tseslint.configs.recommended],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // as in Temporal's samples: `any` where a value is JSON of unknown shape, walked field by field
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: ['workflows/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: builtinModules
            .flatMap((m) => [m, `node:${m}`])
            .map((name) => ({ name, message: 'workflow code is deterministic: Node built-ins belong in activities' })),
        },
      ],
    },
  },
);
