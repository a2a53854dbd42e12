/**
 * A kept Planning Center answer (last-good.ts) as the visitor gets it: public JSON whose caching
 * says whether it is fresh or a kept copy, and how old that copy is.
 */
import { keptCopyHeaders, PUBLIC_HEADERS } from '../http/caching.ts';
import { jsonAnswer } from '../http/json-answer.ts';
import type { Kept } from './last-good.ts';

/**
 * The answer as public JSON, with an ETag (a 304 when `req` already holds it), its body made once
 * per answer (http/json-answer.ts). A kept copy says how old it is (`Age`), and caches may keep
 * it only briefly, so the next visitors get a newer one.
 */
export function keptJson<T extends object>(kept: Kept<T>, req: Request | null = null): Response {
  return jsonAnswer(req, kept.value, keptHeaders(kept));
}

/** The caching headers of a kept answer: a fresh one's, or a copy's with its Age. */
export function keptHeaders(kept: Kept<unknown>): Record<string, string> {
  return kept.ageSeconds === null ? { ...PUBLIC_HEADERS } : keptCopyHeaders(kept.ageSeconds);
}
