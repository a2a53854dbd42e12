/**
 * Request bodies are read under a cap, the one way every function reads them: a body whose
 * Content-Length is over the cap is refused with 413 before anything is read, and a body sent
 * without one (chunked) is stopped with 413 as soon as more than the cap has arrived, so no
 * function holds or stores more than its cap of what a client sends. A JSON body is then parsed
 * by its Zod Mini schema and refused as a Checked answer (readJsonBody): 400 when it is not JSON,
 * nests too deeply (src/platform/shared/json-depth.ts) or is not the schema's shape.
 */
import type * as z from '../../shared/vendor/zod-mini.mjs';
import { fail, type Checked } from '../../shared/checked.ts';
import { depthProblem } from '../../shared/json-depth.ts';
import { schemaProblems, type SchemaIssue } from '../../shared/schema-problems.ts';
import { HttpError } from './errors.ts';

const TOO_LARGE = 'The request body is too large.';

/** 413 when the request says its body is longer than `maxBytes`. */
export function refuseDeclaredLength(req: Request, maxBytes: number, message = TOO_LARGE): void {
  const declared = Number(req.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw new HttpError(413, message);
}

/**
 * The request's body as a stream that fails with a 413 HttpError once more than `maxBytes`
 * have arrived (the rest is never read); null when the request has no body.
 */
export function cappedBody(
  req: Request,
  maxBytes: number,
  message = TOO_LARGE,
): ReadableStream<Uint8Array> | null {
  refuseDeclaredLength(req, maxBytes, message);
  if (!req.body) return null;
  let seen = 0;
  return req.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > maxBytes) throw new HttpError(413, message);
        controller.enqueue(chunk);
      },
    }),
  );
}

/** The whole body as text, refused with 413 past `maxBytes` (see cappedBody). */
export async function readCappedText(
  req: Request,
  maxBytes: number,
  message = TOO_LARGE,
): Promise<string> {
  const stream = cappedBody(req, maxBytes, message);
  if (!stream) return '';
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** What a reader says instead of the general messages, and what else it allows or asks. */
export interface BodyOptions {
  /** The body in messages ("The login request"); "The request body" unless given. */
  what?: string;
  tooLarge?: string;
  notJson?: string;
  /** Refuse (415) a body sent with another Content-Type than application/json. */
  jsonOnly?: boolean;
  /** An empty body is read as `undefined`, for the schema to take or refuse, not as bad JSON. */
  mayBeEmpty?: boolean;
}

/**
 * A refused body, with why: `type` (not sent as JSON), `size` (over the cap), `json` (not JSON,
 * or nested too deeply) or `shape` (not what the schema asks). A Checked refusal (checked.ts).
 */
export type BodyRefusal = {
  ok: false;
  message: string;
  reason: 'type' | 'size' | 'json' | 'shape';
};
export type CheckedBody<T> = { ok: true; value: T } | BodyRefusal;

const STATUS: Record<BodyRefusal['reason'], number> = {
  type: 415,
  size: 413,
  json: 400,
  shape: 400,
};
const refuse = (reason: BodyRefusal['reason'], message: string): BodyRefusal => ({
  ok: false,
  message,
  reason,
});

/** The error a handler throws for a refused body: 415, 413 or 400 (handler.ts answers it). */
export const bodyRefused = (refusal: BodyRefusal): HttpError =>
  new HttpError(STATUS[refusal.reason], refusal.message);

/** JSON text a person sent, parsed; refused, naming the problem, when not JSON or nested too deeply. */
export function parseSentJson(
  text: string,
  what = 'The request body',
  notJson = `${what} is not valid JSON.`,
): Checked<unknown> {
  const deep = depthProblem(text, what);
  if (deep) return fail(deep);
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return fail(notJson);
  }
}

/**
 * What a value that is not the schema's shape gets wrong, in one sentence: the schema's own
 * message for its first issue, else "path: what it must be" (schema-problems.ts).
 */
function firstProblem(issues: readonly SchemaIssue[], what: string): string {
  const issue = issues[0];
  if (!issue) return `${what} is not what this request takes.`;
  if (issue.message && issue.message !== 'Invalid input') return issue.message;
  return `${schemaProblems([issue], '', what)[0]}.`;
}

/** A sent value checked against its schema (docs/architecture.md section 4). */
export function matchBody<T>(
  schema: z.ZodMiniType<T>,
  value: unknown,
  what = 'The request body',
): CheckedBody<T> {
  const checked = schema.safeParse(value);
  if (checked.success) return { ok: true, value: checked.data };
  return refuse('shape', firstProblem(checked.error.issues, what));
}

const sentAsJson = (req: Request) =>
  (req.headers.get('content-type') ?? '').toLowerCase().includes('application/json');

/** The body's text under the cap, or the 413 refusal (see readCappedText). */
async function cappedText(req: Request, maxBytes: number, tooLarge?: string) {
  try {
    return { ok: true as const, value: await readCappedText(req, maxBytes, tooLarge) };
  } catch (error) {
    if (error instanceof HttpError && error.status === 413) return refuse('size', error.message);
    throw error;
  }
}

/**
 * The one way a function reads a JSON body: at most `maxBytes` of it, parsed as parseSentJson
 * does and checked by its Zod Mini schema; a refusal says what is wrong in words a client can act
 * on, and a handler throws it as bodyRefused(refusal).
 */
export async function readJsonBody<T>(
  req: Request,
  maxBytes: number,
  schema: z.ZodMiniType<T>,
  options: BodyOptions = {},
): Promise<CheckedBody<T>> {
  const what = options.what ?? 'The request body';
  if (options.jsonOnly && !sentAsJson(req))
    return refuse('type', 'Send the request as JSON (Content-Type: application/json).');
  const text = await cappedText(req, maxBytes, options.tooLarge);
  if (!text.ok) return text;
  if (options.mayBeEmpty && !text.value.trim()) return matchBody(schema, undefined, what);
  const parsed = parseSentJson(text.value, what, options.notJson);
  return parsed.ok ? matchBody(schema, parsed.value, what) : refuse('json', parsed.message);
}
