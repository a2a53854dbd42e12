import { describe, expect, test } from 'vitest';
import {
  importClosure,
  withIslandPreloads,
  type ChunkGraph,
} from '../../src/build/island-preload.ts';

const graph: ChunkGraph = new Map([
  ['/_astro/client.js', ['/_astro/react.js']],
  ['/_astro/react.js', ['/_astro/runtime.js']],
  ['/_astro/runtime.js', []],
  ['/_astro/List.js', ['/_astro/react.js', '/_astro/data.js']],
  ['/_astro/data.js', ['/_astro/dates.js', '/_astro/List.js']],
  ['/_astro/dates.js', []],
  ['/_astro/Other.js', ['/_astro/other-only.js']],
]);

const island = (component: string, client: string) =>
  `<astro-island component-url="${component}" renderer-url="/_astro/client.js" client="${client}" ssr></astro-island>`;
const page = (body: string) =>
  `<!doctype html><html><head><title>t</title></head><body>${body}</body></html>`;

describe("preloading islands' import graphs", () => {
  test('every chunk an entry reaches through static imports, each once, circles included', () => {
    expect(importClosure(graph, ['/_astro/client.js', '/_astro/List.js'])).toEqual([
      '/_astro/client.js',
      '/_astro/react.js',
      '/_astro/runtime.js',
      '/_astro/List.js',
      '/_astro/data.js',
      '/_astro/dates.js',
    ]);
  });

  test('a page with a painted island lists every chunk of its islands at the end of its head', () => {
    const out = withIslandPreloads(page(island('/_astro/List.js', 'painted')), graph);
    const list = /<meta name="island-modules" content="([^"]*)">/.exec(out)?.[1];
    expect(list?.split(' ')).toEqual([
      '/_astro/client.js',
      '/_astro/react.js',
      '/_astro/runtime.js',
      '/_astro/List.js',
      '/_astro/data.js',
      '/_astro/dates.js',
    ]);
    expect(out.indexOf('<meta name="island-modules"')).toBeGreaterThan(out.indexOf('<title>'));
    expect(out.indexOf('<meta name="island-modules"')).toBeLessThan(out.indexOf('</head>'));
    // running it again adds nothing
    expect(withIslandPreloads(out, graph)).toBe(out);
  });

  test('a page without islands, or with only islands that load at once, is left as it was', () => {
    for (const html of [page('<p>words</p>'), page(island('/_astro/List.js', 'load'))])
      expect(withIslandPreloads(html, graph)).toBe(html);
  });
});
