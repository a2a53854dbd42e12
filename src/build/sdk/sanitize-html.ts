/**
 * sanitize-html, which the server's sanitizers use (src/platform/server/sanitize-html.ts),
 * bundled into src/platform/server/vendor/sanitize-html.mjs by src/build/prepare-functions.ts.
 *
 * Why it is ours: sanitize-html is CommonJS and `require()`s htmlparser2, which is ES modules
 * only. AWS Lambda starts Node with `--no-experimental-require-module`, so on Netlify that
 * `require()` throws ERR_REQUIRE_ESM, though plain Node 22.12+ allows it (docs/operations.md,
 * "Node and module rules"). Bundled by esbuild into one ES module, the parser is converted with
 * it and nothing is `require()`d at run time.
 */
export { default } from 'sanitize-html';
