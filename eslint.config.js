import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Netlify's bundler drops @aws-sdk/* imports from functions: go through the vendored bundle
const SDK = {
  group: ['@aws-sdk/*'],
  message:
    'Import the SDK from src/platform/server/storage/vendor/aws-sdk.mjs (src/build/sdk/aws-sdk.ts says why).',
};
// Layer rule of docs/architecture.md section 3: what ships never reaches tools/, which Netlify
// never runs. ESLint keeps only the last no-restricted-imports that matches a file, so each
// block below lists every pattern that applies to its files.
const TOOLS = { group: ['**/tools/**'], message: 'Shipped code must not import tools/.' };

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
      'src/platform/server/storage/vendor/',
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
    files: ['**/*.astro', '**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['tools/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SDK] }] },
  },
  {
    // src/build/sdk/ holds what the vendored bundles are made from
    files: ['src/**', 'netlify/**'],
    ignores: ['src/build/sdk/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [TOOLS, SDK],
        },
      ],
    },
  },
  {
    // Configuration is read in one place: pages through astro:env, the build's index step
    // through its settings (src/features/search/build/settings.ts), the rest through config()
    files: ['src/**', 'netlify/**'],
    ignores: ['src/platform/server/config/**', 'src/features/search/build/settings.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message:
            'Read configuration through config() (src/platform/server/config/) or astro:env.',
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
          message:
            'Read configuration through config() (src/platform/server/config/) or astro:env.',
        },
      ],
    },
  },
  {
    // Layer rule of docs/architecture.md section 3: shared code (a shared/ folder, a feature's
    // index.ts) and browser code never import server code, tools or the SDK
    files: ['src/**/shared/**', 'src/**/browser/**', 'src/features/*/index.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/app/composition.ts', '**/demo/**'],
              message: 'Shared and browser code must not import server code.',
            },
            TOOLS,
            SDK,
          ],
        },
      ],
    },
  },
  {
    // docs/architecture.md section 3: the browser reaches the server only through src/platform/browser/net/
    files: ['src/**/browser/**'],
    ignores: ['src/platform/browser/net/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['fetch', 'XMLHttpRequest', 'EventSource'].map((name) => ({
          name,
          message:
            'Call the server through src/platform/browser/net/ (api.ts, transport.ts, events.ts).',
        })),
      ],
    },
  },
  {
    // Sizes a reader can hold (docs/code-style.md): no hand-written file over 200 lines, no
    // function over 80. Vendored and generated files are not written by hand.
    files: ['src/**', 'netlify/**', 'tools/**', 'tests/**'],
    ignores: ['src/platform/server/storage/vendor/**', 'tests/fixtures/**'],
    rules: {
      'max-lines': ['error', { max: 200 }],
      'max-lines-per-function': ['error', { max: 80 }],
    },
  },
);
