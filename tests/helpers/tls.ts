/**
 * HTTPS in front of the test servers, for production mode: a church's media host and Planning
 * Center are https, and the site's CSP lets pages load media and call out over https only. A
 * self-signed certificate for 127.0.0.1 that the site's processes trust (NODE_EXTRA_CA_CERTS)
 * and Chromium is told to accept.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:https';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { generate } from 'selfsigned';
import { closeServer, listen } from '../../tools/local/listen.ts';

export interface TlsProxy {
  url: string;
  close(): Promise<void>;
}

let pems: { key: string; cert: string; file: string } | undefined;

/** The variables that name the suite's certificate and key to a test process. */
export interface CertificateEnv {
  NODE_EXTRA_CA_CERTS: string;
  DCC_TEST_KEY_FILE: string;
}

/**
 * Makes the suite's certificate (once per vitest run: the files are named by the run's process)
 * and returns the variables every test process must start with to trust it. vitest.config.ts
 * hands them to the test processes as their `env`, so this process's own environment is left
 * as it is: Node reads NODE_EXTRA_CA_CERTS only when a process starts.
 */
export async function trustTestCertificate(): Promise<CertificateEnv> {
  const named = process.env['NODE_EXTRA_CA_CERTS'];
  const keyFile = process.env['DCC_TEST_KEY_FILE'];
  if (named && keyFile) return { NODE_EXTRA_CA_CERTS: named, DCC_TEST_KEY_FILE: keyFile };
  const base = join(tmpdir(), `dcc-test-tls-${process.pid}`);
  const files = { NODE_EXTRA_CA_CERTS: `${base}-cert.pem`, DCC_TEST_KEY_FILE: `${base}-key.pem` };
  if (existsSync(files.DCC_TEST_KEY_FILE)) return files;
  const generated = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keySize: 2048,
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: true },
      { name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] },
    ],
  });
  await writeFile(files.NODE_EXTRA_CA_CERTS, generated.cert);
  await writeFile(files.DCC_TEST_KEY_FILE, generated.private, { mode: 0o600 });
  return files;
}

/** The suite's certificate, key and certificate file (made by trustTestCertificate). */
export async function testCertificate(): Promise<{ key: string; cert: string; file: string }> {
  if (pems) return pems;
  const files = await trustTestCertificate();
  pems = {
    key: await readFile(files.DCC_TEST_KEY_FILE, 'utf8'),
    cert: await readFile(files.NODE_EXTRA_CA_CERTS, 'utf8'),
    file: files.NODE_EXTRA_CA_CERTS,
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
    close: () => closeServer(server),
  };
}
