/**
 * The import graph's rules (docs/architecture.md section 3), checked by `npm run deps`:
 * no circles (type-only and dynamic imports count), the demo reached only through the
 * composition root, the server's parts handed in by the entry points only, src/lib kept pure,
 * and the browser's layers importing one way only.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules import each other in a circle; break it by passing the dependency in.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'demo-behind-the-seam',
      severity: 'error',
      comment:
        'Only the composition root (src/server/composition.ts) picks demo parts for what ships; tools and tests reach the demo (its congregation, its emulator) through src/server/demo/index.ts.',
      from: {
        pathNot: ['^src/server/demo/', '^src/server/composition[.]ts$', '^tests/', '^tools/'],
      },
      to: { path: '^src/server/demo/' },
    },
    {
      name: 'parts-from-the-caller',
      severity: 'error',
      comment:
        'Server services take their parts (src/server/deps.ts) from their caller; only the entry points (functions, build code, tools, tests) ask the composition root for them.',
      from: { path: '^src/server/', pathNot: ['^src/server/composition[.]ts$'] },
      to: { path: '^src/server/composition[.]ts$' },
    },
    {
      name: 'config-read-by-entry-points',
      severity: 'error',
      comment:
        "config() lives in src/server/config/index.ts: services take the config from their caller and import its types from config/types.ts. The composition root builds the parts from it; the shell (http/handler.ts for its https check, auth/guard.ts for the session secret and the site's origins) reads it for every function.",
      from: {
        path: '^src/server/',
        pathNot: [
          '^src/server/config/',
          '^src/server/composition[.]ts$',
          '^src/server/http/handler[.]ts$',
          '^src/server/auth/guard[.]ts$',
        ],
      },
      to: { path: '^src/server/config/index[.]ts$' },
    },
    {
      name: 'server-not-build',
      severity: 'error',
      comment:
        'src/server/ is what the functions ship; the build (src/build/) may read it, never the reverse.',
      from: { path: '^src/server/' },
      to: { path: '^src/build/' },
    },
    {
      name: 'tools-not-tests',
      severity: 'error',
      comment:
        "Tools never import tests: what both use lives in tools/ (tools/audit/chromium.ts, tools/audit/routes.ts, tools/local/spawn-server.ts). The S3 upload bench alone runs on the suite's own throwaway radosgw and its fixtures.",
      from: { path: '^tools/', pathNot: ['^tools/bench/s3-upload[.]ts$'] },
      to: { path: '^tests/' },
    },
    {
      name: 'lib-is-pure',
      severity: 'error',
      comment: 'src/lib is isomorphic logic: it reaches neither the server nor the browser code.',
      from: { path: '^src/lib/' },
      to: { path: ['^src/server/', '^src/browser/'] },
    },
    // the browser's layers, top to bottom: islands and page scripts (src/browser/scripts), stores,
    // the upload pipeline (src/browser/podcast), the JSON client and upload transport
    // (src/browser/net); each imports only from below it
    {
      name: 'islands-apart-from-scripts',
      severity: 'error',
      comment:
        'Islands and page scripts sit side by side at the top: an island never imports a script.',
      from: { path: '^src/browser/islands/' },
      to: { path: '^src/browser/scripts/' },
    },
    {
      name: 'scripts-apart-from-islands',
      severity: 'error',
      comment:
        'Islands and page scripts sit side by side at the top: a script never imports an island.',
      from: { path: '^src/browser/scripts/' },
      to: { path: '^src/browser/islands/' },
    },
    {
      name: 'stores-below-islands',
      severity: 'error',
      comment: 'Stores hold state for islands and page scripts; they never reach up into either.',
      from: { path: '^src/browser/stores/' },
      to: { path: '^src/browser/(islands|scripts)/' },
    },
    {
      name: 'pipeline-below-stores',
      severity: 'error',
      comment:
        'The upload pipeline reports through callbacks; it never reaches a store, island or script.',
      from: { path: '^src/browser/podcast/' },
      to: { path: '^src/browser/(islands|stores|scripts)/' },
    },
    {
      name: 'net-at-the-bottom',
      severity: 'error',
      comment: 'The client and transport know nothing of who calls them.',
      from: { path: '^src/browser/net/' },
      to: { path: '^src/browser/(islands|stores|podcast|scripts)/' },
    },
    {
      name: 'top-through-stores',
      severity: 'error',
      comment:
        'Islands and page scripts (src/browser/scripts) reach the server through stores, never the pipeline or the client directly.',
      from: { path: '^src/browser/(islands|scripts)/' },
      to: { path: '^src/browser/(podcast|net)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^node_modules/', '^dist/', '^[.]astro/', 'vendor/[^/]+[.]mjs$'] },
    // type-only imports count: a circle of types is still a circle a reader has to untangle
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    extraExtensionsToScan: ['.astro'],
    reporterOptions: { text: { highlightFocused: true } },
  },
};
