import { defineConfig } from 'vitest/config';
import { MODE, SCOPE, TARGET } from './tests/helpers/target.ts';
import { trustTestCertificate } from './tests/helpers/tls.ts';

/** Integration tests of the sources themselves (modules imported in-process), not of a deploy. */
const SOURCE_ONLY = [
  'tests/integration/auth*.test.ts',
  // the content editor's local backend runs beside `npm run cms`, never on Netlify
  'tests/integration/cms-backend.test.ts',
  'tests/integration/local-server.test.ts',
  'tests/integration/media-files.test.ts',
  'tests/integration/storage-contract*.test.ts',
  'tests/integration/storage-fs.test.ts',
  // the commit's check against a store swapped under it, called in-process
  'tests/integration/upload-pinned.test.ts',
  // the deploy commands run from the checkout, whatever the site runs from
  'tests/integration/operations.test.ts',
  'tests/integration/check-config.test.ts',
  'tests/integration/transcribe-doctor.test.ts',
];
/** Suites that only make sense against the bundles (they stop and start function instances). */
const PREVIEW_ONLY = [
  'tests/integration/bundles.test.ts',
  'tests/integration/bundles-cold.test.ts',
  'tests/integration/outage.test.ts',
  'tests/integration/bare-demo.test.ts',
];
/** Browser tests of local tooling rather than of the deployed site. */
const TOOLING = ['tests/e2e/cms.test.ts'];
/**
 * Suites whose answer depends on demo mode's own parts (file storage, the emulator inside the
 * site, the demo sermons): they prove something in demo mode that production mode cannot. The
 * suites that run on S3 alone (direct and part uploads, machine transcripts) are left to
 * production mode, which has the same S3.
 */
const DEMO_PARTS = [
  'tests/integration/podcast-api.test.ts',
  'tests/integration/podcast-direct.test.ts',
  'tests/integration/podcast-hostile.test.ts',
  'tests/integration/podcast-passage.test.ts',
  'tests/integration/podcast-sse.test.ts',
  'tests/integration/podcast-upload-actions.test.ts',
  'tests/integration/transcribe-demo.test.ts',
  'tests/integration/transcript-editor.test.ts',
  'tests/integration/transcripts.test.ts',
  'tests/integration/transcripts-demo.test.ts',
  'tests/integration/search-publish.test.ts',
  'tests/e2e/podcast-admin.test.ts',
  'tests/e2e/transcripts.test.ts',
  'tests/e2e/transcript-editor.test.ts',
  'tests/e2e/scripture.test.ts',
];
/** A smoke run: gated answers stay gated and pages are filled in, on every target. */
const SMOKE = ['tests/integration/api-access.test.ts', 'tests/integration/pages.test.ts'];
/**
 * In a browser, on the sources (`npm start`): every route renders and logins work. The bundles
 * are walked by every browser suite in production mode.
 */
const SOURCE_SMOKE = ['tests/e2e/routes.test.ts', 'tests/e2e/login.test.ts'];

/**
 * Which files a run takes (tests/helpers/target.ts): the whole suite, or (scope `focused`) the
 * smoke run plus what only this target or mode can prove; tools/test.ts says which run is which.
 */
function files(folder: string, own: string[]): string[] {
  if (SCOPE === 'all') return [`${folder}/**/*.test.ts`];
  const focused = [
    ...SMOKE,
    ...(TARGET === 'source' ? SOURCE_SMOKE : []),
    ...own,
    ...(MODE === 'demo' && TARGET === 'preview' ? DEMO_PARTS : []),
  ];
  return focused.filter((file) => file.startsWith(`${folder}/`));
}

// production mode reaches S3 and Planning Center over https: every test process must trust the
// suite's certificate from its start
if (MODE === 'production') await trustTestCertificate();

const servers = [
  'tests/helpers/s3.ts',
  'tests/helpers/pco-server.ts',
  'tests/helpers/tls-proxies.ts',
];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // a few tests hash passwords at production cost (scrypt, about 128 MB and half a second
          // each): room for them beside the other steps of `npm test`
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: files('tests/integration', TARGET === 'preview' ? PREVIEW_ONLY : SOURCE_ONLY),
          exclude: TARGET === 'preview' ? SOURCE_ONLY : PREVIEW_ONLY,
          environment: 'node',
          globalSetup: servers,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          // pages hydrate and fetch under load in CI: give polled expectations room
          expect: { poll: { timeout: 10_000, interval: 100 } },
          include: files('tests/e2e', TARGET === 'preview' ? [] : TOOLING),
          exclude: TARGET === 'preview' ? TOOLING : [],
          environment: 'node',
          globalSetup: [...(MODE === 'production' ? servers : []), 'tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
