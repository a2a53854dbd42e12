/**
 * What Netlify's platform gives every function beside the bundle, emulated for the preview: the
 * site's variables (`URL`, `SITE_NAME`, `SITE_ID`, the only Netlify ones a function sees) and a
 * Netlify Blobs store, served by @netlify/blobs' own local server and handed to functions as
 * Netlify's runtime does, in `NETLIFY_BLOBS_CONTEXT`.
 */
import { BlobsServer } from '@netlify/blobs/server';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';

export interface Platform {
  /** Variables every function instance starts with. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** The base64 JSON `NETLIFY_BLOBS_CONTEXT` of a Blobs server at `url`. */
export function blobsContext(url: string, token: string, siteID: string, deployID: string): string {
  const context = {
    edgeURL: url,
    uncachedEdgeURL: url,
    token,
    siteID,
    deployID,
    primaryRegion: 'us-east-2',
  };
  return Buffer.from(JSON.stringify(context)).toString('base64');
}

/** Starts the platform for one deploy; its Blobs live in `blobsDir` until close(). */
export async function startPlatform(options: {
  siteUrl: string;
  blobsDir: string | null;
}): Promise<Platform> {
  const siteID = 'dcc-preview-site';
  const env: Record<string, string> = {
    URL: options.siteUrl,
    SITE_NAME: 'dcc-preview',
    SITE_ID: siteID,
  };
  if (!options.blobsDir) return { env, close: () => Promise.resolve() };
  const dir = options.blobsDir;
  await mkdir(dir, { recursive: true });
  const token = randomUUID();
  const server = new BlobsServer({ directory: dir, token, logger: () => {} });
  const { port } = await server.start();
  env['NETLIFY_BLOBS_CONTEXT'] = blobsContext(
    `http://127.0.0.1:${port}`,
    token,
    siteID,
    randomBytes(12).toString('hex'), // a Netlify deploy id: 24 hex digits
  );
  return {
    env,
    async close() {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
