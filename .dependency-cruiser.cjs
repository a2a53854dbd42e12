/**
 * The import graph's rules (docs/architecture.md section 3), checked by `npm run deps`:
 * no circles (type-only and dynamic imports count), the demo reached only through the
 * composition root, and src/lib kept pure.
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
        'Only the composition root (src/server/parts.ts) picks demo parts; everything else asks it.',
      from: {
        pathNot: ['^src/server/demo/', '^src/server/parts[.]ts$', '^tests/unit/server/demo/'],
      },
      to: { path: '^src/server/demo/' },
    },
    {
      name: 'lib-is-pure',
      severity: 'error',
      comment: 'src/lib is isomorphic logic: it reaches neither the server nor the browser code.',
      from: { path: '^src/lib/' },
      to: { path: ['^src/server/', '^src/browser/'] },
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
