/**
 * `npm test`: format check, lint, import rules, astro check and build; then the vitest runs below,
 * against the sources (as `npm start` serves them) and against the functions as Netlify bundles
 * them (as `npm run preview` serves them), in demo mode and in production mode (Ceph S3, Planning
 * Center at PCO_BASE_URL with credentials); with RUN_AUDIT=1, the audit last. Every step runs
 * even when an earlier one fails; the last line is `N passed, N failed`.
 *
 * The machine has two cores and most steps use one, or mostly wait (on servers, browsers,
 * timers), so the work goes in two lanes side by side (docs/operations.md "How the tests and CI
 * run"). Each step's output is shown whole when it ends, with its time.
 */
import { finish, node, npx, steps, vitest, type VitestRun } from './test/jobs.ts';

/**
 * The vitest runs (tests/helpers/target.ts): unit tests once; every integration and browser suite
 * once where it proves the most, on Netlify's bundles in production mode; and focused runs that
 * prove what only the sources (`npm start`) and demo mode (file storage, the emulator inside the
 * site) can: a smoke run plus the suites vitest.config.ts lists for each.
 */
const sources: VitestRun = {
  name: 'sources, demo mode: unit tests, smoke run, source-only suites',
  projects: ['unit', 'integration', 'e2e'],
  env: { DCC_TEST_SCOPE: 'focused' },
};
const bundlesDemo: VitestRun = {
  name: 'Netlify bundles, demo mode: smoke run, demo-only and bundle-only suites',
  projects: ['integration', 'e2e'],
  env: { DCC_TEST_TARGET: 'preview', DCC_TEST_SCOPE: 'focused' },
};
const production: VitestRun = {
  name: 'Netlify bundles, production mode: every suite',
  projects: ['integration', 'e2e'],
  env: { DCC_TEST_TARGET: 'preview', DCC_TEST_MODE: 'production' },
};

// content-collection types (.astro/) must exist before type-aware lint and astro check read them
await steps([{ name: 'generate types (astro sync)', command: npx(['astro', 'sync']) }]);

// the checks: lint beside the type check, the format check and the build
await Promise.all([
  steps([
    { name: 'lint (eslint)', command: npx(['eslint', '.']) },
    // no import circles, the demo only behind src/server/composition.ts, src/lib pure
    { name: 'imports (npm run deps)', command: ['npm', 'run', '--silent', 'deps'] },
  ]),
  steps([
    { name: 'types (astro check)', command: npx(['astro', 'check', '--noSync']) },
    { name: 'format (prettier --check)', command: npx(['prettier', '--check', '.']) },
    { name: 'build (npm run build)', command: ['npm', 'run', 'build'] },
  ]),
]);

// the bundles are made once, by Netlify's own bundler, before the first run that uses them
const bundled = steps([
  {
    name: "bundle the functions (Netlify's bundler)",
    command: node(['tools/preview.ts', '--no-build', '--bundle-only']),
  },
]);
// the runs share nothing but the CPU: the longest (every suite on the bundles) starts as soon as
// the bundles exist, beside the focused runs on the sources and then on the bundles in demo mode
await Promise.all([
  bundled.then(() => vitest(production)),
  vitest(sources)
    .then(() => bundled)
    .then(() => vitest(bundlesDemo)),
]);

// CI also holds every route to the Lighthouse, axe and weight budgets; alone, since Lighthouse
// times the page on this machine's CPU
if (process.env['RUN_AUDIT'] === '1')
  await steps([
    { name: 'audit (Lighthouse and axe budgets)', command: node(['tools/audit.ts', '--no-build']) },
  ]);

finish();
