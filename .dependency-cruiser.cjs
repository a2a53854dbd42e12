/**
 * The import graph's rules (docs/architecture.md section 3), checked by `npm run deps`:
 * no circles (type-only and dynamic imports count); the platform below the features and never
 * importing them; a feature reaching another only through its public entry; the demo reached only
 * through the composition root; the server's parts handed in by the entry points only; shared
 * code kept pure; and the browser's layers importing one way only.
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
      name: 'platform-below-features',
      severity: 'error',
      comment:
        'src/platform/ is what every feature uses (storage, HTTP, Planning Center, config, the browser client, the UI kit); it never imports a feature, the composition root or the demo.',
      from: { path: '^src/platform/' },
      to: { path: '^src/(features|app|demo)/' },
    },
    {
      name: 'features-through-public-entries',
      severity: 'error',
      comment:
        "A feature reaches another only through that feature's public entries: index.ts (shared, pure), content.ts (the content files staff edit), server/index.ts, browser/index.ts (stores and helpers), browser/components.ts (islands and components) and build/index.ts.",
      from: { path: '^src/features/([^/]+)/' },
      to: {
        path: '^src/features/',
        pathNot: [
          '^src/features/$1/',
          '^src/features/[^/]+/(index|content|server/index|browser/index|browser/components|build/index)[.]ts$',
        ],
      },
    },
    {
      name: 'demo-behind-the-seam',
      severity: 'error',
      comment:
        'Only the composition root (src/app/composition.ts) picks demo parts for what ships; tools and tests reach the demo (its congregation, its emulator) through src/demo/index.ts.',
      from: {
        pathNot: [
          '^src/demo/',
          '^src/features/[^/]+/demo([.]ts$|/)',
          '^src/app/composition[.]ts$',
          '^tests/',
          '^tools/',
        ],
      },
      to: { path: '^src/demo/' },
    },
    {
      name: 'feature-demo-behind-the-seam',
      severity: 'error',
      comment:
        "A feature's demo (its demo.ts, its part of the Planning Center emulator, or its demo/ folder, its service's emulator) is reached only from src/demo/, behind the composition root, and from its own demo.",
      from: { pathNot: ['^src/demo/', '^src/features/[^/]+/demo([.]ts$|/)', '^tests/', '^tools/'] },
      to: { path: '^src/features/[^/]+/demo([.]ts$|/)' },
    },
    {
      name: 'parts-from-the-caller',
      severity: 'error',
      comment:
        "Services take their parts (src/app/deps.ts) from their caller; only the entry points (a feature's functions in server/api.ts, build code, tools, tests) ask the composition root for them.",
      from: {
        path: '^src/(features|platform)/',
        pathNot: ['^src/features/[^/]+/build/', '^src/features/[^/]+/server/api[.]ts$'],
      },
      to: { path: '^src/app/composition[.]ts$' },
    },
    {
      name: 'config-read-by-entry-points',
      severity: 'error',
      comment:
        "config() lives in src/platform/server/config/index.ts: services take the config from their caller and import its types from config/types.ts. The composition root builds the parts from it; the shell (http/handler.ts for its https check, auth/guard.ts for the session secret, auth/origin.ts for the site's origins) reads it for every function.",
      from: {
        path: '^src/(features|platform)/[^/]+/server/|^src/platform/server/',
        pathNot: [
          '^src/platform/server/config/',
          '^src/platform/server/http/handler[.]ts$',
          '^src/platform/server/auth/guard[.]ts$',
          '^src/platform/server/auth/origin[.]ts$',
        ],
      },
      to: { path: '^src/platform/server/config/index[.]ts$' },
    },
    {
      name: 'server-not-build',
      severity: 'error',
      comment:
        "Server code is what the functions ship; the build (src/build/, a feature's build/) may read it, never the reverse.",
      from: { path: '^src/(platform/server|features/[^/]+/server|app)/' },
      to: { path: '^src/(build|features/[^/]+/build)/' },
    },
    {
      name: 'tools-not-tests',
      severity: 'error',
      comment:
        "Tools never import tests: what both use lives in tools/ (tools/audit/chromium.ts, tools/local/spawn-server.ts) or src/ (the route registry, src/platform/shared/routes.ts). The S3 upload bench alone runs on the suite's own throwaway radosgw and its fixtures.",
      from: { path: '^tools/', pathNot: ['^tools/bench/s3-upload[.]ts$'] },
      to: { path: '^tests/' },
    },
    {
      name: 'shared-is-pure',
      severity: 'error',
      comment:
        "A shared/ folder holds isomorphic logic: it reaches neither server, browser nor build code, and a feature's index.ts exports only its shared code.",
      from: { path: '^src/(platform|features/[^/]+)/(shared/|index[.]ts$|content[.]ts$)' },
      to: { path: '^src/(platform|features/[^/]+)/(server|browser|build)/' },
    },
    {
      name: 'browser-not-server',
      severity: 'error',
      comment: 'What runs in the browser never reaches server code.',
      from: { path: '^src/(platform|features/[^/]+)/browser/' },
      to: { path: '^src/(app/|demo/|(platform|features/[^/]+)/server/)' },
    },
    // the browser's layers, top to bottom: islands and page scripts (a browser/ folder's own
    // files), stores (browser/stores/), the upload pipeline (podcast's browser/pipeline/), the
    // JSON client and upload transport (src/platform/browser/net/); each imports only from below
    {
      name: 'stores-below-islands',
      severity: 'error',
      comment: 'Stores hold state for islands and page scripts; they never reach up into either.',
      from: { path: '^src/(platform|features/[^/]+)/browser/stores/' },
      to: {
        path: '^src/(platform|features/[^/]+)/browser/[^/]+$',
        pathNot: ['^src/features/[^/]+/browser/index[.]ts$'],
      },
    },
    {
      name: 'pipeline-below-stores',
      severity: 'error',
      comment:
        'The upload pipeline reports through callbacks; it never reaches a store, island or script.',
      from: { path: '^src/features/podcast/browser/pipeline/' },
      to: {
        path: '^src/(platform|features/[^/]+)/browser/',
        pathNot: ['/browser/(pipeline|net)/'],
      },
    },
    {
      name: 'net-at-the-bottom',
      severity: 'error',
      comment: 'The client and transport know nothing of who calls them.',
      from: { path: '^src/platform/browser/net/' },
      to: {
        path: '^src/(platform|features/[^/]+)/browser/',
        pathNot: ['^src/platform/browser/net/'],
      },
    },
    {
      name: 'top-through-stores',
      severity: 'error',
      comment:
        'Islands and page scripts reach the server through stores, never the pipeline or the client directly.',
      from: { path: '^src/(platform|features/[^/]+)/browser/[^/]+$' },
      to: { path: '^src/(platform/browser/net|features/podcast/browser/pipeline)/' },
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
