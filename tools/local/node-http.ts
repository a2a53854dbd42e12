/**
 * Between Node's http module and the web Request/Response that functions take and give: bodies
 * stream both ways and a client that goes away aborts the request's signal.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pipeline } from 'node:stream/promises';

/**
 * The body of a Node request as a web stream. Not Readable.toWeb: when a function answers
 * without reading the whole body (a 413 part-way) and cancels it, Node's converter still
 * enqueues the chunks that keep arriving and throws "Controller is already closed" outside any
 * handler, which stops the server. Here a cancelled body drops what still arrives.
 */
function bodyOf(req: IncomingMessage): ReadableStream<Uint8Array> {
  let open = true;
  const stop = (then: () => void) => {
    if (!open) return;
    open = false;
    then();
  };
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        req.on('data', (chunk: Buffer) => {
          if (!open) return;
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) req.pause();
        });
        req.once('end', () => stop(() => controller.close()));
        req.once('error', (error) => stop(() => controller.error(error)));
        req.once('close', () => {
          if (!req.complete) stop(() => controller.error(new Error('The request was cut off.')));
        });
      },
      pull() {
        req.resume();
      },
      cancel() {
        open = false;
        req.resume(); // read and drop the rest, so the answer already sent reaches the client
      },
    },
    { highWaterMark: 64 * 1024, size: (chunk) => chunk.byteLength },
  );
}

/** A web Request for a Node request, its body streaming (never read here). */
export function toRequest(
  req: IncomingMessage,
  origin: string,
  signal: AbortSignal,
  dropHeader: (lowerCaseName: string) => boolean = () => false,
): Request {
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i];
    const value = req.rawHeaders[i + 1];
    if (name === undefined || value === undefined || name.startsWith(':')) continue;
    if (!dropHeader(name.toLowerCase())) headers.append(name, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method ?? 'GET',
    headers,
    signal,
    ...(hasBody ? { body: bodyOf(req), duplex: 'half' } : {}),
  });
}

/** Writes a web Response to a Node response, streaming its body and honouring client aborts. */
export async function sendResponse(
  res: ServerResponse,
  response: Response,
  extraHeaders: Record<string, string> = {},
): Promise<void> {
  for (const [name, value] of Object.entries(extraHeaders)) res.setHeader(name, value);
  const cookies = response.headers.getSetCookie();
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  if (cookies.length) res.setHeader('set-cookie', cookies);
  res.writeHead(response.status, response.statusText);
  res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await pipeline(Readable.fromWeb(response.body as NodeReadableStream), res);
  } catch {
    // the client went away; the pipeline already closed both ends
  }
}
