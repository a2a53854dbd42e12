import { defineConfig } from 'vitest/config';
import { MODE, TARGET } from './tests/helpers/target.ts';
import { trustTestCertificate } from './tests/helpers/tls.ts';

/** Integration tests of the sources themselves (modules imported in-process), not of a deploy. */
const SOURCE_ONLY = [
  'tests/integration/auth.test.ts',
  // the content editor's local backend runs beside `npm run cms`, never on Netlify
  'tests/integration/cms-backend.test.ts',
  'tests/integration/local-server.test.ts',
  'tests/integration/media-files.test.ts',
  'tests/integration/storage-contract.test.ts',
  // the deploy commands run from the checkout, whatever the site runs from
  'tests/integration/operations.test.ts',
];
/** Suites that only make sense against the bundles (they stop and start function instances). */
const PREVIEW_ONLY = [
  'tests/integration/bundles.test.ts',
  'tests/integration/outage.test.ts',
  'tests/integration/bare-demo.test.ts',
];
/** Browser tests of local tooling rather than of the deployed site. */
const TOOLING = ['tests/e2e/cms.test.ts'];

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
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
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
          include: ['tests/e2e/**/*.test.ts'],
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
