/**
 * Preloads each island's whole static import graph (docs/architecture.md section 8): Astro names
 * only an island's first module (`component-url`, `renderer-url`), and the rest of its graph
 * (React, the stores, lib code) would arrive one round trip after another once the island starts
 * to hydrate, while a phone reader looks at its skeleton. At build time this notes every client
 * chunk's static imports (from the bundler's own chunk records), then lists every chunk the
 * islands on a page reach in a `<meta name="island-modules">` at the end of that page's head.
 * `client:painted` (src/platform/browser/scripts/painted-directive.ts) turns the list into
 * `<link rel="modulepreload">`s once the page has painted, so the whole graph is fetched at once
 * rather than module by module, and none of it competes with the page's first paint (links in
 * the head would: Lighthouse's largest contentful paint came up to a second later with them).
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

/** The name of the meta element that lists a page's island modules for the painted directive. */
export const MODULES_META = 'island-modules';

/** The page's island module URLs, whether one hydrates when painted, and where `</head>` is. */
function readPage(html: string): {
  urls: string[];
  painted: boolean;
  headEnd: number | undefined;
} {
  const urls: string[] = [];
  // set inside walk(), which TypeScript's narrowing does not follow
  let painted = false as boolean;
  let listed = false as boolean;
  let headEnd: number | undefined;
  const walk = (node: Node) => {
    const attr = (name: string) => node.attrs?.find((a) => a.name === name)?.value;
    if (node.nodeName === 'astro-island') {
      for (const name of ['renderer-url', 'component-url']) {
        const url = attr(name);
        if (url) urls.push(url);
      }
      painted ||= attr('client') === 'painted';
    }
    if (node.nodeName === 'meta' && attr('name') === MODULES_META) listed = true;
    if (node.nodeName === 'head') headEnd = node.sourceCodeLocation?.endTag?.startOffset;
    for (const child of node.childNodes ?? []) walk(child);
    if (node.content) walk(node.content);
  };
  walk(parse(html, { sourceCodeLocationInfo: true }) as Node);
  return { urls, painted: painted && !listed, headEnd };
}

/**
 * The page with the list of every chunk its islands reach, for a page with an island that
 * hydrates once painted (a `client:load` island imports its code at once anyway).
 */
export function withIslandPreloads(html: string, graph: ChunkGraph): string {
  const { urls, painted, headEnd } = readPage(html);
  if (!painted || headEnd === undefined) return html;
  const list = importClosure(graph, urls).join(' ');
  const element = `<meta name="${MODULES_META}" content="${list}">`;
  return html.slice(0, headEnd) + element + html.slice(headEnd);
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
