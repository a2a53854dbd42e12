/**
 * The /search page's script stays light (docs/architecture.md section 8): the page has no island,
 * so nothing it imports, the result checks included (still-shown.ts), may reach React, which
 * alone would put it past its script budget (tools/audit/budget.ts).
 */
import { build } from 'esbuild';
import { expect, test } from 'vitest';

test('the search page script bundles without React', async () => {
  const result = await build({
    entryPoints: ['src/features/search/browser/site-search.ts'],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    outdir: 'out',
    metafile: true,
    logLevel: 'silent',
  });
  const inputs = Object.keys(result.metafile.inputs);
  expect(inputs).toContain('src/features/search/browser/still-shown.ts');
  expect(inputs.filter((path) => /node_modules\/react(-dom)?\//.test(path))).toEqual([]);
});
