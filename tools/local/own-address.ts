/**
 * Whether a request reached a local server (the site's, the content editor's backend) at its own
 * loopback address, from no page of another origin (docs/security.md, "Where each rule is
 * enforced"). The Host must be 127.0.0.1:PORT or localhost:PORT, so a web page whose host name was
 * pointed at 127.0.0.1 cannot reach it; a browser's Origin, when it sends one, must be that same
 * address, so a page elsewhere that a staff member visits cannot post to it. Servers' own calls
 * send no Origin.
 */

/** Which check a request fails, `host` or `origin`, or null when it is the server's own. */
export function foreignAddress(
  host: string | null | undefined,
  origin: string | null | undefined,
  port: number | string,
): 'host' | 'origin' | null {
  if (!host || ![`127.0.0.1:${port}`, `localhost:${port}`].includes(host)) return 'host';
  if (origin !== null && origin !== undefined && origin !== `http://${host}`) return 'origin';
  return null;
}
