/**
 * What the config takes from where the site runs. On Netlify a function runs on AWS Lambda far
 * from the checkout: only the OS temp folder is writable, and of Netlify's variables only `URL`,
 * `SITE_NAME` and `SITE_ID` reach it (docs.netlify.com, "Environment variables and functions").
 * The deploy's own addresses (`DEPLOY_URL`, `DEPLOY_PRIME_URL`) exist only while building, so
 * `npm run build` writes them into a file that netlify.toml ships with the functions.
 */
import { createHash, hkdfSync } from 'node:crypto';
import { accessSync, constants, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { findShipped } from '../shipped-files.ts';
import * as read from './env.ts';
import { text } from './env.ts';
import type { Env } from './types.ts';

/** Where the build writes the deploy's variables (relative to the repository root). */
export const DEPLOY_ENV_FILE = 'src/platform/server/config/deploy-env.generated.json';
const DEPLOY_VARS = ['URL', 'DEPLOY_URL', 'DEPLOY_PRIME_URL', 'CONTEXT', 'SITE_NAME'] as const;

/** True inside AWS Lambda (so on Netlify) and in `npm run preview`'s function instances. */
export function isServerless(env: Env): boolean {
  return Boolean(text(env, 'LAMBDA_TASK_ROOT'));
}

/** The variables a Netlify build hands the functions, or null outside a Netlify build. */
export function deployVariables(env: Env): Env | null {
  if (env['NETLIFY'] !== 'true') return null;
  return Object.fromEntries(DEPLOY_VARS.flatMap((name) => (env[name] ? [[name, env[name]]] : [])));
}

/** Writes (on Netlify) or removes (anywhere else) the deploy's variables file. */
export function writeDeployVariables(root: string, env: Env = process.env): Env | null {
  const file = join(root, DEPLOY_ENV_FILE);
  const vars = deployVariables(env);
  if (vars) writeFileSync(file, JSON.stringify(vars, null, 2) + '\n');
  else rmSync(file, { force: true });
  return vars;
}

/** The deploy's variables as the build wrote them; empty when none were shipped. */
export function readDeployVariables(): Env {
  const file = findShipped(DEPLOY_ENV_FILE);
  if (!file) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Env;
  } catch {
    return {};
  }
}

/** True when this process may create files in the folder (Node's permission model included). */
export function isWritable(dir: string): boolean {
  if (process.permission) return process.permission.has('fs.write', dir);
  try {
    accessSync(dir, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * DATA_DIR; otherwise `.data` in the working folder, unless that folder is read-only (a Lambda
 * unpacks a function into a read-only /var/task), where the OS temp folder is the only choice:
 * then the data is the instance's own (`perInstance`), unseen by others and gone with it.
 */
export function dataDirFor(
  env: Env,
  cwd: string,
  tmp: string,
  writable: (dir: string) => boolean,
): { dir: string; perInstance: boolean } {
  const configured = text(env, 'DATA_DIR');
  if (configured) return { dir: resolve(cwd, configured), perInstance: false };
  if (isServerless(env) || !writable(cwd)) return { dir: join(tmp, 'dcc-data'), perInstance: true };
  return { dir: join(cwd, '.data'), perInstance: false };
}

/**
 * The session key of a demo whose functions share no folder (each serverless instance has its
 * own temp folder): the same for every function of the site, so a login made by one is honoured
 * by the others. It is derivable by anyone, and that is fine only because a demo's passwords are
 * published and its data is generated; config refuses it once real data is configured.
 */
export function sharedDemoSecret(env: Env): string {
  const site = text(env, 'SITE_ID') ?? text(env, 'URL') ?? 'dcc-demo';
  return createHash('sha256').update(`dcc-demo-session:${site}`).digest('base64url');
}

/**
 * The deploy context whose sessions these are: Netlify's CONTEXT (`production`,
 * `deploy-preview`, `branch-deploy`, `dev`), shipped to the functions in the deploy's variables
 * file; `production` where it is unset (`npm start` on a church's own server).
 */
export function deployContext(env: Env): string {
  const context = text(env, 'CONTEXT') ?? 'production';
  return /^[a-z0-9-]{1,40}$/.test(context) ? context : 'unknown';
}

/**
 * The key that signs this context's sessions and upload tokens, derived from the configured
 * secret with HKDF (RFC 5869): a deploy preview given the production SESSION_SECRET still
 * signs with a different key, so a cookie or token made by a preview never opens production
 * (nor one made by production a preview).
 */
export function contextKey(secret: string, context: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, 'dcc-website', `session-key:${context}`, 32));
}

/**
 * Origins whose requests may change state: the site's own and, on Netlify, this deploy's own
 * addresses (a deploy preview or branch deploy logs in from its own origin). No other.
 */
export function allowedOrigins(env: Env, siteUrl: string): string[] {
  const origins = new Set([siteUrl]);
  for (const name of ['URL', 'DEPLOY_PRIME_URL', 'DEPLOY_URL']) {
    const value = text(env, name);
    if (value) origins.add(read.origin(name, value));
  }
  return [...origins];
}
