/**
 * The build's search index holds no key that can write (docs/security.md, "Where each rule is
 * enforced", builds hold no storage key): the index step runs as its own process with the build's public variables only
 * (no S3 key, no Planning Center token, no session secret) and reads the sermons as any visitor
 * does, from the site's public feed and transcripts. The index it writes finds a sermon by what
 * was said. A site whose feed cannot be read gives an index of the pages alone, said in the log.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sirv from 'sirv';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { config } from '../../../../src/platform/server/config/index.ts';
import { startPodcastHarness, type PodcastHarness } from '../../../helpers/podcast-client.ts';
import { demoMp3, picture } from '../../../helpers/podcast-fixtures.ts';
import { bestMoment, searchSite } from '../../../helpers/search.ts';
import { startDeadEnd } from '../../../helpers/dead-end.ts';
import { closeServer, listen } from '../../../../tools/local/listen.ts';

const PHRASE = 'periwinkle abacus hums beside Naphtali';
const VTT = `WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nWelcome.\n\n00:00:02.500 --> 00:00:04.000\nThe ${PHRASE}.`;

let h: PodcastHarness;
let dir: string;
const servers: Server[] = [];

/** Runs the build's index step with only `env` (and PATH), writing into `out`. */
function buildIndex(env: Record<string, string>, out: string) {
  const child = spawn(
    process.execPath,
    ['--experimental-strip-types', 'src/features/search/build/build-index.ts', out],
    { env: { PATH: process.env['PATH'] ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  return new Promise<{ code: number | null; log: string }>((resolve) =>
    child.once('close', (code) => resolve({ code, log })),
  );
}

/** Serves a folder as /pagefind/ on a port of its own. */
async function serveIndex(folder: string): Promise<string> {
  const files = sirv(folder, { dev: true });
  const server = createServer((req, res) => {
    req.url = (req.url ?? '/').replace(/^\/pagefind/, '');
    files(req, res, () => void res.writeHead(404).end());
  });
  servers.push(server);
  return (await listen(server)).url;
}

/** The variables a Netlify build has under docs/operations.md: public ones only. */
function buildEnv(siteUrl: string): Record<string, string> {
  const cfg = config();
  const ca = process.env['NODE_EXTRA_CA_CERTS'];
  return {
    SITE_URL: siteUrl,
    MEDIA_PUBLIC_URL: cfg.mediaPublicUrl,
    CHURCH_TIMEZONE: cfg.timezone,
    ...(ca ? { NODE_EXTRA_CA_CERTS: ca } : {}),
  };
}

beforeAll(async () => {
  h = await startPodcastHarness();
  dir = await mkdtemp(join(tmpdir(), 'dcc-search-build-'));
});
afterAll(async () => {
  for (const server of servers) await closeServer(server);
  await h.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the build’s search index, without a storage key', () => {
  test('finds a published sermon by what was said, read from the public feed', async () => {
    const published = await h.submit('POST', '/api/podcast', [
      ['title', 'Abacus of the Hills'],
      ['author', 'Orla Penhallow'],
      ['summary', 'Counting Days'],
      ['audio', demoMp3(2), 'a.mp3'],
      ['image', await picture('jpeg', 1400), 'art.jpg'],
      ['transcript', Buffer.from(VTT), 'sermon.vtt'],
    ]);
    expect(published.status, published.message).toBe(201);
    const env = buildEnv(h.server.url);
    expect(Object.keys(env).filter((name) => /^(S3_|PCO_|SESSION_)|_HASH$/.test(name))).toEqual([]);
    const { code, log } = await buildIndex(env, join(dir, 'site'));
    expect(code, log).toBe(0);
    expect(log).toContain(`from the public feed of ${h.server.url}`);
    const [first] = await searchSite(await serveIndex(join(dir, 'site')), PHRASE);
    expect(first?.meta).toMatchObject({ title: 'Abacus of the Hills', kind: 'Sermon' });
    expect(bestMoment(first)?.url).toMatch(/^\/sermons\/[a-z0-9-]+#t=2$/);
  });

  test('a feed that cannot be read leaves the pages alone, said in the log', async () => {
    const nowhere = await startDeadEnd();
    const { code, log } = await buildIndex(buildEnv(nowhere.url), join(dir, 'first')).finally(() =>
      nowhere.close(),
    );
    expect(code, log).toBe(0);
    expect(log).toMatch(/could not read the public feed .* holds the pages alone/s);
    expect(log).toMatch(/Search index: \d+ pages and 0 sermons/);
    const site = await serveIndex(join(dir, 'first'));
    expect(await searchSite(site, 'periwinkle')).toEqual([]);
    expect((await searchSite(site, 'reluctantly'))[0]?.url).toBe('/give');
  });
});
