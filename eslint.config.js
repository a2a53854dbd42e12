import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default defineConfig(
  {
    ignores: [
      'dist/',
      '.astro/',
      '.tools/',
      '.data/',
      'node_modules/',
      'reports/',
      'public/',
      'src/server/storage/vendor/*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  { files: ['**/*.tsx'], ...reactHooks.configs.flat['recommended-latest'] },
  ...astro.configs.recommended,
  {
    files: ['**/*.astro', '**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Netlify's bundler drops @aws-sdk/* imports from functions: go through the vendored bundle
    files: ['src/**', 'netlify/**', 'scripts/**'],
    ignores: ['src/server/storage/aws-sdk.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@aws-sdk/*'],
              message:
                'Import the SDK from src/server/storage/vendor/aws-sdk.mjs (see aws-sdk.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // Layer rule of docs/architecture.md section 3: lib is pure and never reaches the server.
    files: ['src/lib/**', 'src/stores/**', 'src/islands/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'Client and lib code must not import src/server.' },
          ],
        },
      ],
    },
  },
  {
    // Sizes a reader can hold (docs/code-style.md): no hand-written file over 200 lines, no
    // function over 80. Vendored and generated files are not written by hand.
    files: ['src/**', 'netlify/**', 'scripts/**', 'tools/**', 'tests/**'],
    ignores: ['src/server/storage/vendor/**', 'tests/fixtures/**'],
    rules: {
      'max-lines': ['error', { max: 200 }],
      'max-lines-per-function': ['error', { max: 80 }],
    },
  },
);
