import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import serverBoundaries from './eslint/server-boundaries.js';
import webBoundaries from './eslint/web-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'src/server/db/migrations/**',
      '*.tmp.*',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { import: importPlugin },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/only-throw-error': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/unbound-method': 'off',
      'import/no-cycle': ['error', { maxDepth: 4 }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/shared',
              from: ['./src/server', './src/web'],
              message: 'src/shared is isomorphic: it imports nothing from server or web.',
            },
            { target: './src/server', from: './src/web', message: 'The server never imports web code.' },
            { target: './src/web', from: './src/server', message: 'The web app talks to the server over HTTP only.' },
          ],
        },
      ],
    },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' }, node: true },
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // A page's first Intl formatter loads the browser's locale data (40–90 ms of main thread, more
    // on a phone); the browser's code formats with src/shared/lib/number-format.ts and dates.ts.
    files: ['src/web/**/*.{ts,tsx}', 'src/shared/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Intl']",
          message: 'Format with @shared/lib/number-format or @shared/lib/dates: Intl loads locale data at first use.',
        },
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
          message: 'Format with @shared/lib/number-format or @shared/lib/dates: Intl loads locale data at first use.',
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { globals: { module: 'writable', require: 'readonly' }, sourceType: 'commonjs' },
  },
  {
    // The embedded database's worker thread (src/server/db/pglite-worker.mjs), loaded as plain JavaScript.
    files: ['src/server/**/*.mjs'],
    languageOptions: { globals: { URL: 'readonly', WebAssembly: 'readonly' } },
  },
  {
    files: ['scripts/**/*.mjs', 'eslint.config.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  ...serverBoundaries,
  ...webBoundaries,
);
