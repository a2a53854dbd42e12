/**
 * Vitest globalSetup of production mode (after s3.ts and pco-server.ts): https in front of the
 * Ceph S3 server and the Planning Center emulator (tls.ts), provided as `inject('https')`, and
 * the certificate trusted by every process the suite starts from here on.
 */
import type { TestProject } from 'vitest/node';
import { startedPco } from './pco-server.ts';
import { startedS3 } from './s3.ts';
import { MODE } from './target.ts';
import { startTlsProxy, testCertificate, type TlsProxy } from './tls.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The https addresses of S3 and Planning Center, or null in demo mode. */
    https: { s3: string; pco: string } | null;
  }
}

const proxies: TlsProxy[] = [];
let running: { s3: string; pco: string } | null = null;

/** The https addresses this globalSetup started (for another globalSetup), or null. */
export const startedHttps = () => running;

export async function setup(project: TestProject): Promise<void> {
  const s3 = startedS3();
  const pco = startedPco();
  if (MODE !== 'production' || !s3 || !pco) {
    project.provide('https', null);
    return;
  }
  process.env['NODE_EXTRA_CA_CERTS'] = (await testCertificate()).file;
  const [s3Proxy, pcoProxy] = await Promise.all([startTlsProxy(s3.endpoint), startTlsProxy(pco)]);
  proxies.push(s3Proxy, pcoProxy);
  running = { s3: s3Proxy.url, pco: pcoProxy.url };
  project.provide('https', running);
}

export async function teardown(): Promise<void> {
  await Promise.all(proxies.map((proxy) => proxy.close()));
}
