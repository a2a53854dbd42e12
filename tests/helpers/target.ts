/**
 * What the integration and browser suites run against, chosen by the environment (tools/test.ts
 * runs them each way):
 * - DCC_TEST_TARGET: `source` (default; functions imported from the checkout, as `npm start`) or
 *   `preview` (Netlify's build on Netlify CLI's engine, as `npm run preview`: netlify-pool.ts);
 * - DCC_TEST_MODE: `demo` (default; the emulator inside the site, demo passwords) or
 *   `production` (Ceph S3, Planning Center reached at PCO_BASE_URL with credentials);
 * - DCC_TEST_SCOPE: `all` (default; every suite) or `focused` (a smoke run plus the suites that
 *   only this target or mode can prove; vitest.config.ts lists them).
 */
export const TARGET: 'source' | 'preview' =
  process.env['DCC_TEST_TARGET'] === 'preview' ? 'preview' : 'source';
export const MODE: 'demo' | 'production' =
  process.env['DCC_TEST_MODE'] === 'production' ? 'production' : 'demo';
export const SCOPE: 'all' | 'focused' =
  process.env['DCC_TEST_SCOPE'] === 'focused' ? 'focused' : 'all';

/** The personal access token the outside Planning Center emulator requires in production mode. */
export const PCO_TOKEN = { appId: 'dcc-test-app', secret: 'dcc-test-secret-0123456789' };

/**
 * Netlify CLI applies the deploy's `_headers` to function answers too, where Netlify's CDN does
 * not (docs/outside-systems.md, "How Netlify runs the functions"): on the CLI a function's answer
 * over plain http carries the static files' HSTS.
 */
export const HEADERS_ON_FUNCTIONS = TARGET === 'preview';
