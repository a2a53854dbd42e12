/**
 * Hands a request to a function instance over HTTP, with what the preview's router knows beside
 * it (host-protocol.ts), and streams the answer back both ways.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FnContext } from '../../src/platform/server/http/handler.ts';
import { HOST_HEADERS } from './host-protocol.ts';

function headersOf(res: IncomingMessage): Headers {
  const headers = new Headers();
  for (let i = 0; i < res.rawHeaders.length; i += 2)
    headers.append(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
  return headers;
}

function hostHeaders(req: Request, context: FnContext): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  req.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  headers[HOST_HEADERS.origin] = new URL(req.url).origin;
  headers[HOST_HEADERS.params] = JSON.stringify(context.params);
  headers[HOST_HEADERS.ip] = context.ip;
  return headers;
}

/** Sends the request to the instance listening on `port` and answers what it answers. */
export function forward(port: number, req: Request, context: FnContext): Promise<Response> {
  const url = new URL(req.url);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: req.method,
        path: url.pathname + url.search,
        headers: hostHeaders(req, context),
        signal: req.signal,
      },
      (res) => {
        const status = res.statusCode ?? 502;
        const empty = req.method === 'HEAD' || [204, 304].includes(status);
        if (empty) res.resume();
        resolve(
          new Response(empty ? null : (Readable.toWeb(res) as ReadableStream<Uint8Array>), {
            status,
            statusText: res.statusMessage ?? '',
            headers: headersOf(res),
          }),
        );
      },
    );
    outgoing.on('error', (error) => {
      // a visitor who went away is no failure: nobody is left to answer
      if (req.signal.aborted) resolve(new Response(null, { status: 499 }));
      else reject(error);
    });
    // a visitor who goes away mid-upload fails the body: the instance sees the request abort
    if (req.body)
      pipeline(Readable.fromWeb(req.body as NodeReadableStream), outgoing).catch(() =>
        outgoing.destroy(),
      );
    else outgoing.end();
  });
}
