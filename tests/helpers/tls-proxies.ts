/**
 * Vitest globalSetup of production mode (after s3.ts and pco-server.ts): https in front of the
 * Ceph S3 server and the Planning Center emulator (tls.ts), provided as `inject('https')` with
 * the certificate file the site's processes must trust.
 */
import type { TestProject } from 'vitest/node';
import { startedPco } from './pco-server.ts';
import { startedS3 } from './s3.ts';
import { MODE } from './target.ts';
import { startTlsProxy, testCertificate, type TlsProxy } from './tls.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The https addresses of S3 and Planning Center and the CA file, or null in demo mode. */
    https: HttpsServers | null;
  }
}

/** The https stand-ins, and the certificate file their clients must trust. */
export interface HttpsServers {
  s3: string;
  pco: string;
  /** For NODE_EXTRA_CA_CERTS of every process that calls them. */
  caFile: string;
}

const proxies: TlsProxy[] = [];
let running: HttpsServers | null = null;

/** The https addresses this globalSetup started (for another globalSetup), or null. */
export const startedHttps = () => running;

export async function setup(project: TestProject): Promise<void> {
  const s3 = startedS3();
  const pco = startedPco();
  if (MODE !== 'production' || !s3 || !pco) {
    project.provide('https', null);
    return;
  }
  const caFile = (await testCertificate()).file;
  const [s3Proxy, pcoProxy] = await Promise.all([startTlsProxy(s3.endpoint), startTlsProxy(pco)]);
  proxies.push(s3Proxy, pcoProxy);
  running = { s3: s3Proxy.url, pco: pcoProxy.url, caFile };
  project.provide('https', running);
}

export async function teardown(): Promise<void> {
  await Promise.all(proxies.map((proxy) => proxy.close()));
}
