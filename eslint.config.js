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
const SERVER = {
  group: ['**/server/**', '**/app/composition.ts', '**/demo/**'],
  message: 'Shared and browser code must not import server code.',
};
const NODE = {
  group: ['node:*'],
  message: 'Shared and browser code must not import Node modules.',
};
const TOOLS = { group: ['**/tools/**'], message: 'Shipped code must not import tools/.' };
const CLOCK_MESSAGE =
  'Read the time through the clock (systemClock or deps.clock, src/platform/shared/clock.ts).';
const CONFIG_MESSAGE =
  'Read configuration through config() (src/platform/server/config/) or astro:env.';
// docs/architecture.md section 3: the browser calls the server only through src/platform/browser/net/
const ENV_MESSAGE =
  "A test hands its scenario in (useConfig(getConfig(env)), useEnv(env), a server's env, vi.stubEnv); it never writes process.env.";
const NETWORK = ['fetch', 'XMLHttpRequest', 'EventSource'];
const NET_MESSAGE =
  'Call the server through src/platform/browser/net/ (api.ts, transport.ts, events.ts).';

export default defineConfig(
  {
    ignores: [
      'dist/',
      '.astro/',
      '.tools/',
      '.data/',
      // Netlify's build and CLI write their bundles here
      '.netlify/',
      'node_modules/',
      'reports/',
      'public/',
      'src/platform/server/storage/vendor/',
      'src/platform/server/vendor/',
      'src/platform/shared/vendor/',
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
          message: CONFIG_MESSAGE,
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
          message: CONFIG_MESSAGE,
        },
      ],
    },
  },
  {
    // Server and shared code read the time through the clock (src/platform/shared/clock.ts), so
    // a test can move it by hand. This list replaces the one above for these files, so
    // import.meta.env is named again.
    files: ['src/**/server/**', 'src/**/shared/**', 'src/app/**', 'netlify/**'],
    ignores: ['src/platform/shared/clock.ts', 'src/platform/server/config/**', 'src/**/browser/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
          message: CONFIG_MESSAGE,
        },
        {
          selector: "MemberExpression[object.name='Date'][property.name='now']",
          message: CLOCK_MESSAGE,
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: CLOCK_MESSAGE,
        },
      ],
    },
  },
  {
    // Layer rule of docs/architecture.md section 3: shared code (a shared/ folder, a feature's
    // index.ts) and browser code never import server code, tools or the SDK, nor Node's own
    // modules (process.env is refused above). A browser/ folder's .astro components render at
    // build time, so they alone may read files with node:fs.
    files: ['src/**/shared/**', 'src/**/browser/**', 'src/features/*/index.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [SERVER, NODE, TOOLS, SDK] }],
    },
  },
  {
    files: ['src/**/browser/**/*.astro'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [SERVER, TOOLS, SDK] }],
    },
  },
  {
    // docs/architecture.md section 3: the browser reaches the server only through src/platform/browser/net/
    files: ['src/**/browser/**'],
    ignores: ['src/platform/browser/net/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...NETWORK.map((name) => ({ name, message: NET_MESSAGE })),
      ],
      // reached through window, self or globalThis too; this list replaces the one above for
      // these files, so process.env is named again
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: CONFIG_MESSAGE },
        ...['window', 'self', 'globalThis'].flatMap((object) =>
          NETWORK.map((property) => ({ object, property, message: NET_MESSAGE })),
        ),
      ],
    },
  },
  {
    // Tests hand a scenario in as values (useConfig(getConfig(env)), useEnv(env) for a server in
    // the test process, a spawned server's env, vi.stubEnv), never by writing process.env
    // (docs/operations.md, "How the tests and CI run").
    files: ['tests/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "AssignmentExpression[left.object.object.name='process'][left.object.property.name='env']",
          "AssignmentExpression[left.object.name='process'][left.property.name='env']",
          "UnaryExpression[operator='delete'][argument.object.object.name='process'][argument.object.property.name='env']",
          "CallExpression[callee.object.name='Object'][callee.property.name='assign'][arguments.0.object.name='process'][arguments.0.property.name='env']",
        ].map((selector) => ({ selector, message: ENV_MESSAGE })),
      ],
    },
  },
  {
    // Sizes a reader can hold (docs/code-style.md): no hand-written file over 200 lines, no
    // function over 80. Vendored and generated files are not written by hand.
    files: ['src/**', 'netlify/**', 'tools/**', 'tests/**'],
    ignores: [
      'src/platform/server/storage/vendor/**',
      'src/platform/server/vendor/**',
      'src/platform/shared/vendor/**',
      'tests/fixtures/**',
    ],
    rules: {
      'max-lines': ['error', { max: 200 }],
      'max-lines-per-function': ['error', { max: 80 }],
    },
  },
);
