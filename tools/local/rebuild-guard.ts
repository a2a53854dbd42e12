/**
 * Who may ask a local server to rebuild its search index (docs/security.md): only the server's
 * own address, as the content editor's backend checks (tools/cms/local-backend-guard.ts). The
 * Host must be the server's own loopback address, so a web page whose host name was pointed at
 * 127.0.0.1 cannot reach it, and a browser's Origin, when sent, must be that same address, so a
 * page elsewhere that a staff member visits cannot post to it. The functions that call it send
 * no Origin.
 */
import type { IncomingMessage } from 'node:http';

/** Null when the request comes to and from the server at `ownUrl`, else why it is refused. */
export function foreignRequest(req: IncomingMessage, ownUrl: string): string | null {
  const own = new URL(ownUrl);
  const hosts = new Set([own.host, `127.0.0.1:${own.port}`, `localhost:${own.port}`]);
  const host = req.headers.host ?? '';
  if (!hosts.has(host)) return `The search rebuild answers only at ${own.origin}.`;
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== `http://${host}`)
    return 'The search rebuild answers only this site.';
  return null;
}
