/**
 * Files a function reads at run time (the podcast cover, vendored modules, content files), found
 * the same way from the sources and from a function bundle. The demo's files are not shipped
 * (demo-files.ts).
 *
 * Netlify's bundler rewrites `import.meta.url` to the bundle's own file
 * (`<bundle>/netlify/functions/<name>.mjs`) and copies `netlify.toml`'s `included_files` to their
 * paths relative to the repository root inside the bundle. So a path computed relative to a
 * source file points at nothing once bundled. Instead we climb from this module's location to
 * the first folder that holds the wanted path: the repository root when run from the sources,
 * the bundle's root on Netlify.
 */
import { existsSync } from 'node:fs';
import { dirname, join, parse } from 'node:path';
import { fileURLToPath } from 'node:url';

const found = new Map<string, string>();

/** existsSync, but a folder this process may not read (Node's permission model) holds nothing. */
function exists(path: string): boolean {
  try {
    return existsSync(path);
  } catch {
    return false;
  }
}

/** The absolute path of a shipped file or folder (relative to the repository root), or null. */
export function findShipped(relative: string): string | null {
  const known = found.get(relative);
  if (known) return known;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, relative);
    if (exists(candidate)) {
      found.set(relative, candidate);
      return candidate;
    }
    if (dir === parse(dir).root) return null;
    dir = dirname(dir);
  }
}

/** Like findShipped, but a missing file is an error that says how to ship it. */
export function shippedPath(relative: string): string {
  const path = findShipped(relative);
  if (path) return path;
  throw new Error(
    `${relative} is not shipped with this function: list it in netlify.toml's [functions] included_files`,
  );
}
