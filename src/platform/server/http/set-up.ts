/**
 * A part of the site whose variables a deploy has not set is off, not the whole site
 * (docs/operations.md section 3): its functions answer 503 with a message that names nothing,
 * while the doctor and the podcast admin's notes name the variables.
 */
import type { Config } from '../config/types.ts';
import { HttpError } from './errors.ts';

/** Whether every one of these variables is set (never false in the demo). */
export function isSetUp(cfg: Config, variables: readonly string[]): boolean {
  return !variables.some((name) => cfg.pco.unset.includes(name));
}

/** Throws a 503 unless every one of these variables is set. */
export function requireSetUp(cfg: Config, variables: readonly string[]): void {
  if (!isSetUp(cfg, variables))
    throw new HttpError(503, 'This part of the site is not set up yet.');
}
