/**
 * Writes dist/_headers after a build: the site-wide security headers, and each page's
 * Content-Security-Policy, allowing exactly the inline scripts that page carries (computed from
 * the built HTML), WebAssembly on the pages that run it (WASM_PAGES) and the one frame of the pages
 * that embed (FRAME_PAGES), with its opener policy. Netlify
 * applies dist/_headers beside netlify.toml's site-wide headers, and so does the local server.
 * One rule per page because Netlify joins the values of a header two matching rules set (two
 * CSPs would both apply), and the content editor at /admin/ needs a policy of its own. The
 * pages that functions serve (the templates under dist/templates/, and the 404 page) get their
 * policies in templates/csp.json too, since headers rules do not apply to function answers.
 * Every other file (PDFs, pictures, SVGs, HTML copied from public/) gets a policy that runs no
 * script (staticFileCsp), each at its own path, since a /* rule would join every page's policy.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import {
  CONTENT_EDITOR_CSP,
  FRAME_PAGES,
  pageHeaders,
  SITE_HEADERS,
  siteCsp,
  staticFileCsp,
  WASM_PAGES,
} from '../platform/server/http/csp.ts';
import { inlineScriptHashes } from './inline-scripts.ts';

/** Where the policies of the function-filled pages are kept, relative to dist/. */
export const TEMPLATE_CSP_FILE = 'templates/csp.json';

/** The URL path a built page answers at ("about.html" -> "/about", "admin/index.html" -> "/admin/"). */
export function pagePath(file: string): string {
  const path = `/${file.replace(/\\/g, '/')}`;
  if (path.endsWith('/index.html')) return path.slice(0, -'index.html'.length);
  return path.replace(/\.html$/, '');
}

/** The _headers text for pages given as [path, headers]. */
export function headersFile(rules: [string, Record<string, string>][]): string {
  return rules
    .map(([path, values]) =>
      [path, ...Object.entries(values).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
    )
    .join('\n\n')
    .concat('\n');
}

/** Build outputs loaded by the pages (scripts, styles, the search's files), and the editor's own. */
const BUILD_ASSET = /^(admin|pagefind|templates)\/|\.(js|mjs|css|wasm|map)$/;

/**
 * Whether a file under dist/ gets the no-script policy (staticFileCsp): every file but the pages
 * the build made and the build's own scripts and styles. A file copied from public/ (the editor's
 * media folders among them) is neither, whatever its name: HTML gets none of the pages' script
 * hashes, and a `.js` is not taken for a build script.
 */
export function isStaticFile(file: string, fromPublic: boolean): boolean {
  if (file === '_headers') return false;
  if (fromPublic) return true;
  return !BUILD_ASSET.test(file) && !file.endsWith('.html');
}

/** The rules of the static files: each at its own path (an HTML file also without `.html`). */
function staticRules(files: string[]): [string, Record<string, string>][] {
  return files.flatMap((file) =>
    [...new Set([`/${file}`, file.endsWith('.html') ? pagePath(file) : `/${file}`])].map(
      (path): [string, Record<string, string>] => [
        path,
        { 'Content-Security-Policy': staticFileCsp(file) },
      ],
    ),
  );
}

async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Writes dist/_headers and the templates' policies for the built `dist` and its `publicDir`. */
export async function writeHeaders(dist: string, publicDir: string): Promise<void> {
  const copied = new Set(await filesUnder(publicDir));
  const all = await filesUnder(dist);
  const statics = all.filter((file) => isStaticFile(file, copied.has(file)));
  const files = all.filter((file) => file.endsWith('.html') && !copied.has(file));
  const rules: [string, Record<string, string>][] = [['/*', { ...SITE_HEADERS }]];
  const templates: Record<string, string> = {};
  for (const file of files) {
    const path = pagePath(file);
    if (path.startsWith('/admin/')) {
      rules.push([`${path}*`, pageHeaders(CONTENT_EDITOR_CSP, 'same-origin-allow-popups')]);
      continue;
    }
    const hashes = inlineScriptHashes(await readFile(join(dist, file), 'utf8'));
    const csp = siteCsp(hashes, { wasm: WASM_PAGES.includes(path), frame: FRAME_PAGES[path] });
    if (path.startsWith('/templates/') || path === '/404') templates[path] = csp;
    if (path.startsWith('/templates/')) continue;
    // a page answers at its file's own name too (/about.html, /sermons/index.html), and Netlify
    // matches rules against the path asked for: the alias gets the same rule
    for (const alias of new Set([path, `/${file}`])) {
      rules.push([alias, pageHeaders(csp)]);
    }
  }
  rules.push(...staticRules(statics));
  await writeFile(join(dist, '_headers'), headersFile(rules));
  await mkdir(join(dist, 'templates'), { recursive: true });
  await writeFile(join(dist, TEMPLATE_CSP_FILE), JSON.stringify(templates, null, 2) + '\n');
}

/** The Astro integration that writes dist/_headers (see the file comment). */
export function securityHeaders(): AstroIntegration {
  let publicDir = 'public';
  return {
    name: 'dcc-security-headers',
    hooks: {
      'astro:config:done': ({ config }) => {
        publicDir = fileURLToPath(config.publicDir);
      },
      'astro:build:done': ({ dir }) => writeHeaders(fileURLToPath(dir), publicDir),
    },
  };
}
