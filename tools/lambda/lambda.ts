/**
 * The module rules AWS Lambda's Node starts with, which Netlify's functions run under
 * (docs/operations.md, "Node and module rules"): `require()` of an ES module and the detection of
 * ES module syntax in `.js` files are off, even on Node versions where upstream has them on.
 * Netlify CLI's function runtime sets the same flags.
 */
export const LAMBDA_NODE_FLAGS = [
  '--no-experimental-require-module',
  '--no-experimental-detect-module',
].filter((flag) => process.allowedNodeEnvironmentFlags.has(flag));
