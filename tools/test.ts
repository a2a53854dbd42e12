/**
 * `npm test`: format check, lint, import rules, astro check and build; the vitest runs below,
 * against the sources (as `npm start` serves them) and on Netlify's engine (Netlify CLI serving
 * Netlify's build, as `npm run preview` does), in demo mode and in production mode (Ceph S3, Planning
 * Center at PCO_BASE_URL with credentials); with RUN_AUDIT=1, the audit. Every step runs even
 * when an earlier one fails; the last line is `N passed, N failed`.
 *
 * Most steps use one core or mostly wait (on servers, browsers, timers), so they run in three
 * lanes on the machine's two cores, each taking the longest step that can start
 * (docs/operations.md "How the tests and CI run"); Lighthouse runs last and alone, since it
 * times pages on this machine's CPU. Each step's output is shown whole when it ends, with its time.
 */
import { finish, node, npx, pool, steps, vitest, type Task, type VitestRun } from './test/jobs.ts';

const LANES = 3;

/**
 * The vitest runs (tests/helpers/target.ts), one process per project so that a run's
 * integration and browser suites go side by side: unit tests once; every integration and browser
 * suite once where it proves the most, on Netlify's engine in production mode; and focused runs
 * that prove what only the sources (`npm start`) and demo mode (file storage, the emulator inside
 * the site) can: a smoke run plus the suites vitest.config.ts lists for each.
 */
const run = (name: string, project: string, env: Record<string, string>): VitestRun => ({
  name,
  projects: [project],
  env,
});
const SOURCES = { DCC_TEST_SCOPE: 'focused' };
const NETLIFY_DEMO = { DCC_TEST_TARGET: 'preview', DCC_TEST_SCOPE: 'focused' };
const PRODUCTION = { DCC_TEST_TARGET: 'preview', DCC_TEST_MODE: 'production' };

// content-collection types (.astro/) must exist before type-aware lint and astro check read them
await steps([{ name: 'generate types (astro sync)', command: npx(['astro', 'sync']) }]);

const done = Promise.resolve();
// Netlify's own build, once: dist/ and the functions' bundles, which the CLI then serves
const built = steps([
  {
    name: "Netlify's build (netlify build --offline)",
    command: node(['tools/preview.ts', '--build-only']),
  },
]);
const step = (name: string, command: string[], after: Promise<unknown> = done): Task => ({
  after,
  run: () => steps([{ name, command }]),
});
const tests = (after: Promise<unknown>, vitestRun: VitestRun): Task => ({
  after,
  run: () => vitest(vitestRun),
});
const audit = process.env['RUN_AUDIT'] === '1';

// longest first among what can start. The build runs outside the lanes, as soon as it can, since
// nearly everything waits for it; meanwhile the lanes run the checks and the unit tests, and
// every vitest run waits for the build, so that the longest
// runs (production mode) take the lanes first
await pool(LANES, [
  tests(built, run('Netlify CLI, production mode: browser suites', 'e2e', PRODUCTION)),
  // the integration files run one at a time, each mostly waiting on the CLI: in two halves, side
  // by side, each with CLIs of its own
  ...['1/2', '2/2'].map((shard) =>
    tests(built, {
      ...run(`Netlify CLI, production mode: integration, part ${shard}`, 'integration', PRODUCTION),
      shard,
    }),
  ),
  tests(built, run('Netlify CLI, demo mode: integration', 'integration', NETLIFY_DEMO)),
  // CI also holds every route to the axe and weight budgets (audit/axe.ts)
  ...(audit
    ? [step('audit: axe and script weight', node(['tools/audit.ts', '--no-build', '--axe']), built)]
    : []),
  tests(built, run('sources, demo mode: integration', 'integration', SOURCES)),
  tests(built, run('sources, demo mode: browser suites', 'e2e', SOURCES)),
  tests(built, run('Netlify CLI, demo mode: browser suites', 'e2e', NETLIFY_DEMO)),
  // after the build, which writes the generated files (.astro/, the SDK bundles) they read
  step('lint (eslint)', npx(['eslint', '.']), built),
  step('types (astro check)', npx(['astro', 'check', '--noSync']), built),
  tests(done, run('unit tests', 'unit', {})),
  step('format (prettier --check)', npx(['prettier', '--check', '.'])),
  // no import circles, the demo only behind src/app/composition.ts, features only through their
  // entries, shared/ folders pure (docs/architecture.md section 3)
  step('imports (npm run deps)', ['npm', 'run', '--silent', 'deps']),
]);

// and to the Lighthouse budgets, alone
if (audit)
  await steps([
    {
      name: 'audit: Lighthouse',
      command: node(['tools/audit.ts', '--no-build', '--lighthouse']),
    },
  ]);

finish();
