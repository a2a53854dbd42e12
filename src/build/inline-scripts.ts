/** The inline scripts of a built page and their CSP hashes, read with a real HTML parser. */
import { createHash } from 'node:crypto';
import { parse } from 'parse5';

interface Node {
  nodeName: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  content?: Node;
  value?: string;
}

const DATA_TYPES = /^(application\/(ld\+)?json|importmap|text\/template)$/i;

/** The text of every inline script the browser would run (not data blocks, not src scripts). */
export function inlineScripts(html: string): string[] {
  const found: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeName === 'script') {
      const attr = (name: string) => node.attrs?.find((a) => a.name === name)?.value;
      const type = attr('type') ?? '';
      if (attr('src') === undefined && !DATA_TYPES.test(type)) {
        const text = (node.childNodes ?? []).map((child) => child.value ?? '').join('');
        if (text.trim()) found.push(text);
      }
    }
    for (const child of node.childNodes ?? []) walk(child);
    if (node.content) walk(node.content);
  };
  walk(parse(html));
  return found;
}

/** The sha256 hashes (base64) a CSP needs for the page's inline scripts. */
export function inlineScriptHashes(html: string): string[] {
  return inlineScripts(html).map((text) => createHash('sha256').update(text).digest('base64'));
}
