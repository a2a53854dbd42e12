/**
 * Request bodies are read under a cap, the one way every function reads them: a body whose
 * Content-Length is over the cap is refused with 413 before anything is read, and a body sent
 * without one (chunked) is stopped with 413 as soon as more than the cap has arrived, so no
 * function holds or stores more than its cap of what a client sends. JSON is also refused,
 * with 400, when it nests too deeply (src/platform/shared/json-depth.ts).
 */
import { depthProblem } from '../../shared/json-depth.ts';
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

/** What a reader says instead of the general 413 and "not valid JSON" messages. */
export interface BodyMessages {
  tooLarge?: string;
  notJson?: string;
}

/** JSON text a person sent, parsed; 400 naming the problem when it is not JSON or nests too deeply. */
export function parseSentJson(
  text: string,
  what = 'The request body',
  notJson = `${what} is not valid JSON.`,
): unknown {
  const deep = depthProblem(text, what);
  if (deep) throw new HttpError(400, deep);
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, notJson);
  }
}

/**
 * A JSON body of at most `maxBytes` (413 past it), parsed as parseSentJson does: the one way a
 * function reads a JSON body.
 */
export async function readJsonBody(
  req: Request,
  maxBytes: number,
  what = 'The request body',
  messages: BodyMessages = {},
): Promise<unknown> {
  const text = await readCappedText(req, maxBytes, messages.tooLarge);
  return parseSentJson(text, what, messages.notJson);
}
