/**
 * The one typed configuration of the server, parsed from environment variables (docs/architecture.md
 * section 2). Demo mode is the default: the Planning Center emulator and file-system storage.
 * Once Planning Center or S3 is configured, the demo passwords and the generated session secret
 * stop working, and their absence is a start-up error that names the variable.
 *
 * The shapes are in types.ts; each section is parsed by its own module of this folder.
 */
import { tmpdir } from 'node:os';
import { demoSecretFromDisk } from './demo.ts';
import { envSource, setEnvSource } from './env-source.ts';
import { allowedOrigins, dataDirFor, isWritable, readDeployVariables } from './deploy.ts';
import * as read from './env.ts';
import { collector, ConfigError, isDemoEnv, text } from './env.ts';
import { searchBuildHook } from './search.ts';
import { pcoConfig } from './pco.ts';
import { passwordHashes, sessionSecret } from './session.ts';
import { linksConfig, siteUrl } from './site.ts';
import { storageConfig } from './storage.ts';
import { transcribeConfig } from './transcribe.ts';
import type { Config, ConfigDeps, Env } from './types.ts';

export type * from './types.ts';
export { ConfigError, isDemoEnv } from './env.ts';
export { PCO_ID_VARS } from './pco.ts';
export { AREAS } from './session.ts';
export {
  DEMO_IDS,
  DEMO_PCO_PATH,
  DEMO_TRANSCRIBE_PATH,
  DEMO_PASSWORD_HASHES,
  DEMO_PASSWORDS,
  demoIdVariables,
  demoRateLimit,
  demoSize,
  demoSecretFromDisk,
} from './demo.ts';

/** Where the demo's functions reach each other: this deploy's own address (as pco.ts does). */
function demoOrigin(env: Env, site: string): string {
  const deployUrl = text(env, 'DEPLOY_URL');
  return deployUrl && URL.canParse(deployUrl) ? new URL(deployUrl).origin : site;
}

/** Parses an environment into the typed config; throws one ConfigError naming every bad variable. */
export function getConfig(env: Env, deps: Partial<ConfigDeps> = {}): Config {
  const { problems, attempt } = collector();
  const { dir: dataDir, perInstance } = dataDirFor(
    env,
    deps.cwd ?? process.cwd(),
    deps.tmpdir ?? tmpdir(),
    deps.isWritable ?? isWritable,
  );
  const demo = isDemoEnv(env);
  const port = attempt(() => read.port(env, 'PORT', 8888), 8888);
  const site = attempt(() => siteUrl(env, demo, port), `http://127.0.0.1:${port}`);
  const storage = storageConfig(env, dataDir, perInstance, attempt);
  const ownOrigin = demo ? demoOrigin(env, site) : null;
  const result: Config = {
    demo,
    dataDir,
    siteUrl: site,
    allowedOrigins: attempt(() => allowedOrigins(env, site), [site]),
    mediaPublicUrl:
      attempt(() => read.urlOrPath(env, 'MEDIA_PUBLIC_URL', '/media'), '/media') + '/',
    timezone: attempt(() => read.timezone(env, 'CHURCH_TIMEZONE', 'America/New_York'), 'UTC'),
    pco: pcoConfig(env, site, attempt),
    storage,
    sessionSecret: attempt(
      () => sessionSecret(env, demo, dataDir, deps.readDemoSecret ?? demoSecretFromDisk),
      new Uint8Array(),
    ),
    passwordHashes: passwordHashes(env, demo, attempt),
    links: linksConfig(env, attempt),
    cdnPurge: Boolean(text(env, 'NETLIFY_PURGE_API_TOKEN')),
    searchBuildHook: attempt(() => searchBuildHook(env), null),
    transcribe: transcribeConfig(env, storage, ownOrigin, attempt),
    demoOrigin: ownOrigin,
  };
  if (problems.length) throw new ConfigError(problems);
  return result;
}

let cached: Config | undefined;

/**
 * The process's config, parsed once from its variables (process.env, or those handed in with
 * useEnv) over the deploy's variables that a Netlify build wrote down for the functions (see
 * deploy.ts).
 */
export function config(): Config {
  cached ??= getConfig({ ...readDeployVariables(), ...envSource() });
  return cached;
}

/**
 * Makes `env` the process's variables in place of process.env (a test's scenario, a local
 * server's own), and forgets the parsed config; useEnv(process.env) goes back.
 */
export function useEnv(env: Env): void {
  setEnvSource(env);
  cached = undefined;
}

export { envSource } from './env-source.ts';

/**
 * Hands the process its config, built with getConfig from the variables a scenario names, so a
 * test need not write process.env (docs/operations.md, "How the tests and CI run");
 * resetConfig() returns to process.env.
 */
export function useConfig(cfg: Config): void {
  cached = cfg;
}

/**
 * Forgets the parsed config, so the next config() reads the variables again: the local server
 * calls it once it has set its own build hook (tools/local/server.ts), as do tools and tests
 * that set variables before they start a server.
 */
export function resetConfig(): void {
  cached = undefined;
}
