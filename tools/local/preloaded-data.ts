/**
 * The API answers the site's pages preload: each page names the data its islands show in
 * `<link rel="preload" as="fetch">` (`preloadData` in src/app/ui/Base.astro). The audit warms
 * these answers and the load bench measures them, read from the served pages, so neither keeps a
 * list of API paths of its own (docs/architecture.md section 3).
 */
import { parse } from 'parse5';

interface Node {
  nodeName: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
}

/** The paths a page's HTML preloads as data, in document order. */
export function preloadedPaths(html: string): string[] {
  const paths: string[] = [];
  const walk = (node: Node) => {
    const attr = (name: string) => node.attrs?.find((a) => a.name === name)?.value;
    const href = attr('href');
    if (node.nodeName === 'link' && attr('rel') === 'preload' && attr('as') === 'fetch' && href)
      paths.push(href);
    for (const child of node.childNodes ?? []) walk(child);
  };
  walk(parse(html));
  return paths;
}

/** Every API path the pages at `origin` preload, each once, in the pages' order. */
export async function preloadedData(origin: string, pages: readonly string[]): Promise<string[]> {
  const found = new Set<string>();
  for (const page of pages) {
    const response = await fetch(`${origin}${page}`);
    if (!response.ok) throw new Error(`${page} answered ${response.status}`);
    for (const path of preloadedPaths(await response.text())) found.add(path);
  }
  return [...found];
}
