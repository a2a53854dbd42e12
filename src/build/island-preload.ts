/**
 * Preloads each island's whole static import graph with the page (docs/architecture.md section 8):
 * Astro names only an island's first module (`component-url`, `renderer-url`), and the rest of
 * its graph (React, the stores, lib code) would arrive one round trip after another once the
 * island starts to hydrate, while a phone reader looks at its skeleton. At build time this
 * notes every client chunk's static imports (from the bundler's own chunk records), then writes
 * a `<link rel="modulepreload">` for every chunk an island on a page reaches into that page's
 * head. The browser fetches and compiles them beside the page, before its load event (they hold
 * up no paint: the page's styles are inline), and nothing runs until the island hydrates (still
 * after the first contentful paint, src/browser/scripts/painted-directive.ts).
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { parse } from 'parse5';
import type { Plugin } from 'vite';

/** Each client chunk's URL path and the URL paths of the chunks it imports statically. */
export type ChunkGraph = Map<string, string[]>;

/** Every chunk `entries` reach through static imports, entries first, each once. */
export function importClosure(graph: ChunkGraph, entries: string[]): string[] {
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    for (const next of graph.get(url) ?? []) visit(next);
  };
  for (const entry of entries) visit(entry);
  return [...seen];
}

interface Node {
  nodeName: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  content?: Node;
  sourceCodeLocation?: { endTag?: { startOffset: number } | null } | null;
}

/** The page's island module URLs and where its `</head>` starts, read with an HTML parser. */
function readPage(html: string): { islandUrls: string[]; present: Set<string>; headEnd?: number } {
  const islandUrls: string[] = [];
  const present = new Set<string>();
  let headEnd: number | undefined;
  const walk = (node: Node) => {
    const attr = (name: string) => node.attrs?.find((a) => a.name === name)?.value;
    if (node.nodeName === 'astro-island')
      for (const name of ['renderer-url', 'component-url']) {
        const url = attr(name);
        if (url) islandUrls.push(url);
      }
    if (node.nodeName === 'link' && attr('rel') === 'modulepreload') present.add(attr('href')!);
    if (node.nodeName === 'head') headEnd = node.sourceCodeLocation?.endTag?.startOffset;
    for (const child of node.childNodes ?? []) walk(child);
    if (node.content) walk(node.content);
  };
  walk(parse(html, { sourceCodeLocationInfo: true }) as Node);
  return { islandUrls, present, headEnd };
}

/** The page with a modulepreload link for every chunk its islands reach, at the end of its head. */
export function withIslandPreloads(html: string, graph: ChunkGraph): string {
  const { islandUrls, present, headEnd } = readPage(html);
  if (!islandUrls.length || headEnd === undefined) return html;
  const links = importClosure(graph, islandUrls)
    .filter((url) => !present.has(url))
    .map((url) => `<link rel="modulepreload" href="${url}">`)
    .join('');
  return html.slice(0, headEnd) + links + html.slice(headEnd);
}

/** A Vite plugin that fills `graph` from the client build's chunks. */
function chunkRecorder(graph: ChunkGraph, base: string): Plugin {
  return {
    name: 'dcc-island-chunk-graph',
    applyToEnvironment: (environment) => environment.name === 'client',
    // once every plugin has had its say (the CSS plugin drops chunks that held only styles)
    writeBundle(_options, bundle) {
      for (const output of Object.values(bundle))
        if (output.type === 'chunk')
          graph.set(
            base + output.fileName,
            output.imports.map((file) => base + file),
          );
    },
  };
}

/** The Astro integration (see the file comment). */
export function islandPreloads(): AstroIntegration {
  const graph: ChunkGraph = new Map();
  let base = '/';
  return {
    name: 'dcc-island-preloads',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        base = config.base.endsWith('/') ? config.base : `${config.base}/`;
        updateConfig({ vite: { plugins: [chunkRecorder(graph, base)] } });
      },
      'astro:build:done': async ({ dir }) => {
        const dist = fileURLToPath(dir);
        // only chunks that were written: an import of a dropped chunk is gone from its importer
        for (const [url, imports] of graph)
          graph.set(
            url,
            imports.filter((next) => existsSync(join(dist, next))),
          );
        const pages = (await readdir(dist, { recursive: true })).filter((f) => f.endsWith('.html'));
        for (const file of pages) {
          const html = await readFile(join(dist, file), 'utf8');
          const next = withIslandPreloads(html, graph);
          if (next !== html) await writeFile(join(dist, file), next);
        }
      },
    },
  };
}
