/**
 * HTTPS in front of the test servers, for production mode: a church's media host and Planning
 * Center are https, and the site's CSP lets pages load media and call out over https only. A
 * self-signed certificate for 127.0.0.1 that the site's processes trust (NODE_EXTRA_CA_CERTS)
 * and Chromium is told to accept.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:https';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { generate } from 'selfsigned';
import { listen } from '../../tools/local/listen.ts';

export interface TlsProxy {
  url: string;
  close(): Promise<void>;
}

let pems: { key: string; cert: string; file: string } | undefined;

/**
 * Makes the suite's certificate (once) and points NODE_EXTRA_CA_CERTS at it, so that every
 * process started from now on trusts it. vitest.config.ts calls this in production mode, before
 * any test process starts: Node reads NODE_EXTRA_CA_CERTS only when a process starts.
 */
export async function trustTestCertificate(): Promise<void> {
  if (process.env['DCC_TEST_KEY_FILE'] && process.env['NODE_EXTRA_CA_CERTS']) return;
  const generated = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keySize: 2048,
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: true },
      { name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] },
    ],
  });
  const base = join(tmpdir(), `dcc-test-tls-${process.pid}`);
  await writeFile(`${base}-cert.pem`, generated.cert);
  await writeFile(`${base}-key.pem`, generated.private, { mode: 0o600 });
  process.env['NODE_EXTRA_CA_CERTS'] = `${base}-cert.pem`;
  process.env['DCC_TEST_KEY_FILE'] = `${base}-key.pem`;
}

/** The suite's certificate, key and certificate file (made by trustTestCertificate). */
export async function testCertificate(): Promise<{ key: string; cert: string; file: string }> {
  if (pems) return pems;
  await trustTestCertificate();
  const file = process.env['NODE_EXTRA_CA_CERTS']!;
  pems = {
    key: await readFile(process.env['DCC_TEST_KEY_FILE']!, 'utf8'),
    cert: await readFile(file, 'utf8'),
    file,
  };
  return pems;
}

/**
 * An https proxy to an http server that keeps the Host header (S3 signatures cover it) and
 * drops the query of CORS preflights: radosgw refuses a preflight that carries a presigned
 * URL's X-Amz-* query with 403, where AWS answers it by the bucket's CORS rules.
 */
export async function startTlsProxy(target: string): Promise<TlsProxy> {
  const { key, cert } = await testCertificate();
  const upstream = new URL(target);
  const server = createServer({ key, cert }, (req, res) => {
    const path =
      req.method === 'OPTIONS' && /[?&]X-Amz-/i.test(req.url ?? '')
        ? (req.url ?? '/').split('?')[0]
        : req.url;
    const outgoing = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path,
        headers: { ...req.headers, 'x-forwarded-proto': 'https' },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        pipeline(answer, res).catch(() => res.destroy());
      },
    );
    outgoing.on('error', () => {
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
    pipeline(req, outgoing).catch(() => outgoing.destroy());
  });
  const { port } = await listen(server);
  return {
    url: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
