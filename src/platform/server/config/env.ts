/**
 * Readers for single environment variables. Each names its variable in the ConfigError it
 * throws, because that message is all an operator sees when start-up stops.
 */
import { urlProblem } from '../../shared/public-links.ts';
import type { Attempt, Env } from './types.ts';

/** A configuration problem; `problems` lists every one found, `message` joins them. */
export class ConfigError extends Error {
  override name = 'ConfigError';
  readonly problems: readonly string[];
  constructor(problems: string | readonly string[]) {
    const list = typeof problems === 'string' ? [problems] : problems;
    super(
      list.length === 1
        ? String(list[0])
        : `${list.length} problems:${list.map((p) => `\n  - ${p}`).join('')}`,
    );
    this.problems = list;
  }
}

/** Reads values with fallbacks, collecting every ConfigError so all are reported at once. */
export function collector(): { problems: string[]; attempt: Attempt } {
  const problems: string[] = [];
  const attempt: Attempt = (readValue, fallback) => {
    try {
      return readValue();
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      problems.push(...error.problems);
      return fallback;
    }
  };
  return { problems, attempt };
}

/** The trimmed value, or undefined when unset or blank. */
export function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function parseUrl(name: string, value: string): URL {
  const problem = urlProblem(name, value);
  if (problem) throw new ConfigError(problem);
  return new URL(value);
}

/** An absolute http(s) URL without a trailing slash. */
export function absoluteUrl(env: Env, name: string, fallback: string): string {
  const value = text(env, name) ?? fallback;
  parseUrl(name, value);
  return value.replace(/\/+$/, '');
}

/** A bare origin (scheme, host, port): what browsers send in the Origin header. */
export function origin(name: string, value: string): string {
  const parsed = parseUrl(name, value);
  if (parsed.pathname !== '/' || parsed.search || parsed.hash || parsed.username) {
    throw new ConfigError(
      `${name} must be the site's origin only, such as https://www.example.org, got "${value}"`,
    );
  }
  return parsed.origin;
}

/** An absolute URL or a site path starting with "/", without a trailing slash. */
export function urlOrPath(env: Env, name: string, fallback: string): string {
  const value = text(env, name) ?? fallback;
  if (value.startsWith('/') && !value.startsWith('//')) {
    if (/[\s?#]/.test(value)) throw new ConfigError(`${name} must be a plain path, got "${value}"`);
    return value.replace(/\/+$/, '');
  }
  return absoluteUrl(env, name, value);
}

/** A numeric Planning Center id. */
export function id(env: Env, name: string, fallback: string): string {
  const value = text(env, name) ?? fallback;
  if (!/^\d+$/.test(value))
    throw new ConfigError(`${name} must be a numeric Planning Center id, got "${value}"`);
  return value;
}

/** A comma-separated list of numeric ids. */
export function ids(env: Env, name: string, fallback: readonly string[]): string[] {
  const raw = text(env, name);
  if (!raw) return [...fallback];
  const list = raw.split(',').map((part) => part.trim());
  if (list.some((part) => !/^\d+$/.test(part))) {
    throw new ConfigError(`${name} must be a comma-separated list of numeric ids, got "${raw}"`);
  }
  return list;
}

/** true/false, 1/0 or yes/no. */
export function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  if (/^(1|true|yes)$/i.test(raw)) return true;
  if (/^(0|false|no)$/i.test(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

/** A TCP port number. */
export function port(env: Env, name: string, fallback: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value > 65535)
    throw new ConfigError(`${name} must be a port number from 0 to 65535, got "${raw}"`);
  return value;
}

/** A whole number of at least 1. */
export function count(env: Env, name: string, fallback: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  if (!/^[1-9]\d{0,8}$/.test(raw))
    throw new ConfigError(`${name} must be a whole number of at least 1, got "${raw}"`);
  return Number(raw);
}

/** An IANA time zone name that this runtime knows. */
export function timezone(env: Env, name: string, fallback: string): string {
  const zone = text(env, name) ?? fallback;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    throw new ConfigError(
      `${name} must be an IANA time zone such as America/New_York, got "${zone}"`,
    );
  }
  return zone;
}

/** True when nothing points the site at Planning Center or S3: demo data, demo passwords. */
export function isDemoEnv(env: Env): boolean {
  return !['PCO_APP_ID', 'PCO_SECRET', 'S3_BUCKET'].some((name) => text(env, name));
}
