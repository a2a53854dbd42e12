import { defineConfig } from 'vitest/config';
import { MODE, SCOPE, TARGET } from './tests/helpers/target.ts';
import { trustTestCertificate } from './tests/helpers/tls.ts';

/** Integration tests of the sources themselves (modules imported in-process), not of a deploy. */
const SOURCE_ONLY = [
  'tests/features/login/integration/auth*.test.ts',
  // the content editor's local backend runs beside `npm run cms`, never on Netlify
  'tests/features/content-editor/integration/cms-backend.test.ts',
  'tests/site/integration/local-server.test.ts',
  'tests/features/sermons/integration/media-files.test.ts',
  'tests/platform/integration/storage-contract*.test.ts',
  'tests/platform/integration/storage-fs.test.ts',
  // the commit's check against a store swapped under it, called in-process
  'tests/features/podcast/integration/upload-pinned.test.ts',
  // the deploy commands run from the checkout, whatever the site runs from
  'tests/site/integration/operations.test.ts',
  'tests/site/integration/check-config.test.ts',
  'tests/features/transcripts/integration/transcribe-doctor.test.ts',
  // the recipes are followed in a scratch copy of the checkout, whatever the site runs from
  'tests/docs/integration/recipes.test.ts',
  // what only a warm instance or the local server does: Netlify CLI starts each request afresh
  // and rebuilds no search index (a deploy's build does: search-refresh.mts)
  'tests/site/integration/outage-warm.test.ts',
  'tests/features/search/integration/search-rebuild.test.ts',
  'tests/features/search/integration/search-publish.test.ts',
  'tests/features/transcripts/integration/transcription-review.test.ts',
  'tests/features/transcripts/integration/transcript-editor.test.ts',
];
/**
 * Suites of Netlify's build and engine: the bundles themselves (started as instances of their
 * own, under Lambda's module rules), a bare Netlify site, and the smoke run on Netlify CLI.
 */
const PREVIEW_ONLY = [
  'tests/site/integration/bundles.test.ts',
  'tests/site/integration/bundles-cold.test.ts',
  'tests/site/integration/bundles-lambda.test.ts',
  'tests/site/integration/bare-demo.test.ts',
  'tests/site/integration/netlify-smoke.test.ts',
];
/** Browser tests of local tooling rather than of the deployed site. */
const TOOLING = ['tests/features/content-editor/e2e/cms.test.ts'];
/**
 * Browser tests of the search index a local server builds when it starts: on Netlify the index
 * is the deploy's build's, which in the tests has no live site to read groups and sign-ups from.
 */
const INDEX_ON_START = [
  'tests/features/search/e2e/search-listed.test.ts',
  'tests/features/search/e2e/search-removed.test.ts',
];
/**
 * Suites whose answer depends on demo mode's own parts (file storage, the emulator inside the
 * site, the demo sermons): they prove something in demo mode that production mode cannot. The
 * suites that run on S3 alone (direct and part uploads, machine transcripts) are left to
 * production mode, which has the same S3.
 */
const DEMO_PARTS = [
  'tests/features/podcast/integration/podcast-direct.test.ts',
  'tests/features/podcast/integration/podcast-hostile.test.ts',
  'tests/features/podcast/integration/podcast-passage.test.ts',
  'tests/features/podcast/integration/podcast-upload-actions.test.ts',
  'tests/features/transcripts/integration/transcribe-demo.test.ts',
  'tests/features/transcripts/integration/transcript-editor.test.ts',
  'tests/features/transcripts/integration/transcripts.test.ts',
  'tests/features/transcripts/integration/transcripts-demo.test.ts',
  'tests/features/search/integration/search-publish.test.ts',
  'tests/features/podcast/e2e/podcast-admin.test.ts',
  'tests/features/transcripts/e2e/transcripts.test.ts',
  'tests/features/transcripts/e2e/transcript-editor.test.ts',
  'tests/features/sermons/e2e/scripture.test.ts',
];
/**
 * Demo suites of many writers at once on file storage, which is atomic within one process, as
 * `npm start` runs every function: Netlify CLI runs each request in a worker of its own over one
 * DATA_DIR, where a bare Netlify site gives each instance a folder of its own.
 */
const DEMO_ONE_PROCESS = [
  'tests/features/podcast/integration/podcast-api.test.ts',
  'tests/features/podcast/integration/podcast-sse.test.ts',
];
/** A smoke run: gated answers stay gated and pages are filled in, on every target. */
const SMOKE = ['tests/site/integration/api-access.test.ts', 'tests/site/integration/pages.test.ts'];
/**
 * In a browser, on the sources (`npm start`): every route renders and logins work. The bundles
 * are walked by every browser suite in production mode.
 */
const SOURCE_SMOKE = ['tests/site/e2e/routes.test.ts', 'tests/features/login/e2e/login.test.ts'];

/**
 * Which files a run takes (tests/helpers/target.ts): the whole suite, or (scope `focused`) the
 * smoke run plus what only this target or mode can prove; tools/test.ts says which run is which.
 */
function files(kind: 'integration' | 'e2e', own: string[]): string[] {
  if (SCOPE === 'all') return [`tests/**/${kind}/**/*.test.ts`];
  const focused = [
    ...SMOKE,
    ...(TARGET === 'source' ? SOURCE_SMOKE : []),
    ...own,
    ...(MODE === 'demo' && TARGET === 'preview' ? DEMO_PARTS : []),
    ...(MODE === 'demo' && TARGET === 'source' ? DEMO_ONE_PROCESS : []),
  ];
  return focused.filter((file) => file.includes(`/${kind}/`));
}

// production mode reaches S3 and Planning Center over https: every test process must trust the
// suite's certificate from its start, so it starts with the variables that name it
const certificateEnv = MODE === 'production' ? { ...(await trustTestCertificate()) } : {};

const servers = [
  'tests/helpers/s3.ts',
  'tests/helpers/pco-server.ts',
  'tests/helpers/tls-proxies.ts',
];

export default defineConfig({
  test: {
    env: certificateEnv,
    projects: [
      {
        test: {
          name: 'unit',
          // every test outside an integration/ or e2e/ folder: a feature's unit tests sit at
          // their module's mirrored path (tests/features/groups/shared/filter.test.ts)
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/**/{integration,e2e}/**', 'tests/fixtures/**'],
          environment: 'node',
          // a few tests hash passwords at production cost (scrypt, about 128 MB and half a second
          // each): room for them beside the other steps of `npm test`
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: files('integration', TARGET === 'preview' ? PREVIEW_ONLY : SOURCE_ONLY),
          exclude: TARGET === 'preview' ? SOURCE_ONLY : PREVIEW_ONLY,
          environment: 'node',
          globalSetup: [...servers, 'tests/helpers/netlify-setup.ts'],
          // Netlify CLI starts a worker for every request, some hundreds of ms of CPU each: a test
          // of many requests takes minutes on a loaded runner
          testTimeout: TARGET === 'preview' ? 180_000 : 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          // pages hydrate and fetch under load in CI: give polled expectations room
          expect: { poll: { timeout: 10_000, interval: 100 } },
          include: files('e2e', TARGET === 'preview' ? [] : [...TOOLING, ...INDEX_ON_START]),
          exclude: TARGET === 'preview' ? [...TOOLING, ...INDEX_ON_START] : [],
          environment: 'node',
          globalSetup: [
            ...(MODE === 'production' ? servers : []),
            'tests/helpers/browser-setup.ts',
          ],
          testTimeout: TARGET === 'preview' ? 180_000 : 60_000,
          hookTimeout: TARGET === 'preview' ? 180_000 : 60_000,
          // on Netlify CLI a function request costs about 0.3 s of CPU, and CI runs three lanes on
          // two cores: a browser test that fails there runs once more, and fails the run only if
          // it fails twice (docs/operations.md, "How the tests and CI run")
          retry: TARGET === 'preview' ? 1 : 0,
          fileParallelism: false,
        },
      },
    ],
  },
});
