import { describe, expect, test } from 'vitest';
import {
  importClosure,
  withIslandPreloads,
  type ChunkGraph,
} from '../../../src/build/island-preload.ts';

const graph: ChunkGraph = new Map([
  ['/_astro/client.js', ['/_astro/react.js']],
  ['/_astro/react.js', ['/_astro/runtime.js']],
  ['/_astro/runtime.js', []],
  ['/_astro/List.js', ['/_astro/react.js', '/_astro/data.js']],
  ['/_astro/data.js', ['/_astro/dates.js', '/_astro/List.js']],
  ['/_astro/dates.js', []],
  ['/_astro/Other.js', ['/_astro/other-only.js']],
]);

const island = (component: string) =>
  `<astro-island component-url="${component}" renderer-url="/_astro/client.js" ssr></astro-island>`;
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

  test('a page gets a modulepreload for each chunk of its islands, in its head', () => {
    const out = withIslandPreloads(page(island('/_astro/List.js')), graph);
    const links = [...out.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);
    expect(links).toEqual([
      '/_astro/client.js',
      '/_astro/react.js',
      '/_astro/runtime.js',
      '/_astro/List.js',
      '/_astro/data.js',
      '/_astro/dates.js',
    ]);
    expect(out.indexOf('<link rel="modulepreload"')).toBeGreaterThan(out.indexOf('<title>'));
    expect(out.lastIndexOf('<link rel="modulepreload"')).toBeLessThan(out.indexOf('</head>'));
    expect(out).not.toContain('other-only');
    // running it again adds nothing
    expect(withIslandPreloads(out, graph)).toBe(out);
  });

  test('a page without islands is left as it was', () => {
    const html = page('<p>words</p>');
    expect(withIslandPreloads(html, graph)).toBe(html);
  });
});
