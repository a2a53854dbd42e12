/**
 * netlify.toml's `[functions]` table as Netlify's build hands it to its bundler: top-level
 * settings apply to every function (`*`), other keys are function names or globs, and the
 * snake_case settings become zip-it-and-ship-it's options. Mirrors @netlify/config's
 * normalizeFunctionsProps and @netlify/build's normalizeFunctionConfig (netlify/build,
 * packages/config/src/functions_config.ts and packages/build/src/plugins_core/functions/zisi.ts).
 */
import type { FunctionConfig } from '@netlify/zip-it-and-ship-it';

const SETTINGS = new Set([
  'deno_import_map',
  'directory',
  'external_node_modules',
  'ignored_node_modules',
  'included_files',
  'memory',
  'node_bundler',
  'region',
  'schedule',
  'vcpu',
]);

type Table = Record<string, unknown>;

const isTable = (value: unknown): value is Table =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isSettings = (value: unknown) =>
  isTable(value) && Object.keys(value).every((k) => SETTINGS.has(k));

export interface FunctionsSettings {
  /** The functions folder, relative to the repository root. */
  directory: string;
  /** zip-it-and-ship-it's per-name-glob configuration. */
  config: Record<string, FunctionConfig>;
}

function toBundlerConfig(settings: Table, root: string, nodeVersion: string): FunctionConfig {
  const list = (name: string) => (settings[name] as string[] | undefined) ?? undefined;
  const bundler = settings['node_bundler'] as string | undefined;
  return {
    externalNodeModules: list('external_node_modules'),
    includedFiles: list('included_files'),
    includedFilesBasePath: root,
    ignoredNodeModules: list('ignored_node_modules'),
    nodeVersion,
    // Netlify turns "esbuild" into "esbuild_zisi" (esbuild with the legacy bundler as fallback)
    nodeBundler: (bundler === 'esbuild'
      ? 'esbuild_zisi'
      : bundler) as FunctionConfig['nodeBundler'],
  };
}

/** The bundler's settings from a parsed netlify.toml, for a checkout at `root`. */
export function functionsSettings(toml: Table, root: string): FunctionsSettings {
  const build = isTable(toml['build']) ? toml['build'] : {};
  const environment = isTable(build['environment']) ? build['environment'] : {};
  // the Lambda runtime follows the build's Node version (AWS_LAMBDA_JS_RUNTIME overrides it)
  const runtime = environment['AWS_LAMBDA_JS_RUNTIME'] ?? environment['NODE_VERSION'];
  const nodeVersion =
    typeof runtime === 'string' || typeof runtime === 'number' ? String(runtime) : '24';
  const functions = isTable(toml['functions']) ? toml['functions'] : {};
  const named: Record<string, Table> = {};
  const wildcard: Table = isTable(functions['*']) ? { ...functions['*'] } : {};
  for (const [key, value] of Object.entries(functions)) {
    if (key === '*') continue;
    if (SETTINGS.has(key) && !isSettings(value)) wildcard[key] = value;
    else if (isTable(value)) named[key] = value;
  }
  const { directory = 'netlify/functions', ...everyFunction } = wildcard;
  const config: Record<string, FunctionConfig> = {
    '*': toBundlerConfig(everyFunction, root, nodeVersion),
  };
  for (const [name, settings] of Object.entries(named))
    config[name] = toBundlerConfig(settings, root, nodeVersion);
  return { directory: String(directory), config };
}
