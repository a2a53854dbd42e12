/**
 * sanitize-html for the server's sanitizers (src/platform/shared/sanitize.ts), from its vendored
 * bundle (src/build/sdk/sanitize-html.ts says why it is ours), imported by its path the first
 * time something is sanitized. netlify.toml ships the file beside every function, as it ships the
 * AWS SDK (storage/s3-sdk.ts): imported by a relative path, Netlify's bundler would copy its
 * 200 KB into each function's one file and every cold start would compile it.
 */
import { pathToFileURL } from 'node:url';
import type { SanitizeHtml } from '../shared/sanitize.ts';
import { shippedPath } from './shipped-files.ts';
import type * as Vendored from './vendor/sanitize-html.mjs';

/** sanitize-html's default export, imported from the shipped bundle. */
export async function importSanitizeHtml(): Promise<SanitizeHtml> {
  const file = shippedPath('src/platform/server/vendor/sanitize-html.mjs');
  const vendored = (await import(pathToFileURL(file).href)) as typeof Vendored;
  return vendored.default;
}
