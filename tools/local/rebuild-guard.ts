/**
 * Who may ask a local server to rebuild its search index (docs/security.md): only the server's
 * own address and its own pages (own-address.ts, the check the content editor's backend and the
 * scheduled functions make too). The functions that call it send no Origin.
 */
import type { IncomingMessage } from 'node:http';
import { foreignAddress } from './own-address.ts';

/** Null when the request comes to and from the server at `ownUrl`, else why it is refused. */
export function foreignRequest(req: IncomingMessage, ownUrl: string): string | null {
  const own = new URL(ownUrl);
  const failed = foreignAddress(req.headers.host, req.headers.origin, own.port);
  if (failed === 'host') return `The search rebuild answers only at ${own.origin}.`;
  if (failed === 'origin') return 'The search rebuild answers only this site.';
  return null;
}
