/**
 * Serves the built site (dist/) for every browser test, the way the suite's target says
 * (tests/helpers/target.ts): `npm start`'s server, or `npm run preview`'s (Netlify CLI) with the functions
 * from their bundles; in production mode with S3 holding the demo archive as a church's bucket
 * would hold its sermons.
 */
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { getConfig, type StorageConfig } from '../../src/platform/server/config/index.ts';
import { CALENDAR_KINDS } from '../../src/features/events/shared/calendar-links.ts';
import { shownEventsKey } from '../../src/features/events/server/event-records.ts';
import { ensureCover, firstFeedWriter } from '../../src/features/sermons/server/feed/feed-store.ts';
import { demoShownEvents, seedDemoSermons } from '../../src/demo/index.ts';
import { FEED_KEY } from '../../src/features/sermons/server/media-keys.ts';
import { setupBucket } from '../../tools/bucket/setup.ts';
import { createStorage } from '../../src/platform/server/storage/index.ts';
import { productionEnv } from './production-env.ts';
import { startedS3 } from './s3.ts';
import { startedHttps } from './tls-proxies.ts';
import { spawnServer, type SpawnedServer } from '../../tools/local/spawn-server.ts';
import { OWN_SITE_URL } from '../../tools/local/listen.ts';
import { MODE, TARGET } from './target.ts';

let server: SpawnedServer | undefined;

/**
 * A production bucket holding the demo archive, seeded before the site starts (it builds its
 * search index from what is stored when it starts). This process does not trust the suite's https
 * certificate (it started before it existed), so it reaches Ceph directly; the site goes through
 * https. The site's address is known once it runs (port 0), so the bucket's CORS rule, as `npm
 * run setup-bucket` sets it, follows then (allowOrigin).
 */
async function production(): Promise<{ env: Record<string, string>; storage: StorageConfig }> {
  const s3 = startedS3();
  const env = await productionEnv(s3, startedHttps(), 'e2e');
  const cfg = getConfig({ ...env, SITE_URL: OWN_SITE_URL, S3_ENDPOINT: s3!.endpoint });
  if (cfg.storage.kind !== 's3') throw new Error('production mode stores in S3');
  const storage = createStorage(cfg.storage);
  await ensureCover(storage);
  await seedDemoSermons(storage, cfg, firstFeedWriter({ storage, cfg }), { storedSeconds: 20 });
  // what the site would have kept of last week's dinner while its list showed it, unless a
  // record is stored: the JSON of its ShownEvents, where
  // src/features/events/server/event-records.ts keeps it
  for (const kind of CALENDAR_KINDS) {
    if (await storage.head(shownEventsKey(kind))) continue;
    const records = demoShownEvents(kind, Date.now(), cfg.timezone);
    await storage.put(shownEventsKey(kind), JSON.stringify(records), {
      contentType: 'application/json',
    });
  }
  return { env, storage: cfg.storage };
}

/** Lets the site's pages upload to the bucket, as `npm run setup-bucket` does for SITE_URL. */
async function allowOrigin(storage: StorageConfig, origin: string): Promise<void> {
  if (storage.kind !== 's3') return;
  await setupBucket(storage, { origins: [origin], publicKeys: ['media/*', FEED_KEY] });
}

export async function setup(project: TestProject): Promise<void> {
  if (!existsSync('dist/index.html')) throw new Error('Build the site first: npm run build');
  const bucket = MODE === 'production' ? await production() : null;
  server = await spawnServer(bucket?.env ?? {}, {
    script: TARGET === 'preview' ? ['tools/preview.ts', '--no-build'] : ['tools/serve.ts'],
  });
  if (bucket) await allowOrigin(bucket.storage, server.url);
  project.provide('baseUrl', server.url);
}

export async function teardown(): Promise<void> {
  await server?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
