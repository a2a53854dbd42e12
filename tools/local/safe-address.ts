/**
 * Every local server's guard against addresses it cannot read (docs/security.md, "Where each
 * rule is enforced"): a path with a malformed escape (`/pagefind/%zz`) or a request target that
 * is no URL is answered 400, and a handler that fails is answered 500; neither stops the server.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The decoded form of a URL path, or null when an escape in it is malformed (`%zz`, `%e0%a4`). */
export function decodedPath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/** Whether a request target (`req.url`) is a URL whose path decodes. */
export function readableAddress(target: string | undefined): boolean {
  try {
    return decodedPath(new URL(target ?? '/', 'http://127.0.0.1').pathname) !== null;
  } catch {
    return false;
  }
}

/** Answers 400 and returns true when the request's address is unreadable. */
export function refusedAddress(req: IncomingMessage, res: ServerResponse): boolean {
  if (readableAddress(req.url)) return false;
  req.resume();
  plain(res, 400, 'Not a readable address.');
  return true;
}

type Listener = (req: IncomingMessage, res: ServerResponse) => unknown;

/**
 * A request listener that answers 400 to an unreadable address before `handle` sees it, and
 * 500 (or a cut connection once the answer has begun) when `handle` throws or rejects.
 */
export function guarded(handle: Listener): (req: IncomingMessage, res: ServerResponse) => void {
  const failed = (error: unknown, res: ServerResponse) => {
    console.error(error);
    if (res.headersSent) res.destroy();
    else plain(res, 500, 'The local server failed.');
  };
  return (req, res) => {
    if (refusedAddress(req, res)) return;
    try {
      void Promise.resolve(handle(req, res)).catch((error: unknown) => failed(error, res));
    } catch (error) {
      failed(error, res);
    }
  };
}

function plain(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(text);
}
