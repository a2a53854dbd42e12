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
        'Only the composition root (src/server/composition.ts) picks demo parts; everything else asks it.',
      from: {
        pathNot: ['^src/server/demo/', '^src/server/composition[.]ts$', '^tests/unit/server/demo/'],
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
      name: 'lib-is-pure',
      severity: 'error',
      comment: 'src/lib is isomorphic logic: it reaches neither the server nor the browser code.',
      from: { path: '^src/lib/' },
      to: { path: ['^src/server/', '^src/browser/'] },
    },
    // the browser's layers, top to bottom: islands, stores, the upload pipeline (src/browser/podcast),
    // the JSON client and upload transport (src/browser/net); each imports only from below it
    {
      name: 'stores-below-islands',
      severity: 'error',
      comment: 'Stores hold state for islands; they never reach up into an island.',
      from: { path: '^src/browser/stores/' },
      to: { path: '^src/browser/islands/' },
    },
    {
      name: 'pipeline-below-stores',
      severity: 'error',
      comment: 'The upload pipeline reports through callbacks; it never reaches a store or island.',
      from: { path: '^src/browser/podcast/' },
      to: { path: '^src/browser/(islands|stores)/' },
    },
    {
      name: 'net-at-the-bottom',
      severity: 'error',
      comment: 'The client and transport know nothing of who calls them.',
      from: { path: '^src/browser/net/' },
      to: { path: '^src/browser/(islands|stores|podcast)/' },
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
