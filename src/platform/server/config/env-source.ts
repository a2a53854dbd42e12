/**
 * Where the process's variables come from: process.env, or the variables a local server or a
 * test hands in with useEnv (src/platform/server/config/index.ts), so a test never writes
 * process.env (docs/operations.md, "How the tests and CI run"). The local servers adopt their own
 * address into it (tools/local/listen.ts).
 */
import type { Env } from './types.ts';

let source: Env = process.env;

/** The variables config() reads. */
export const envSource = (): Env => source;

/** Makes `env` the variables config() reads; useEnv in index.ts also forgets the parsed config. */
export function setEnvSource(env: Env): void {
  source = env;
}
