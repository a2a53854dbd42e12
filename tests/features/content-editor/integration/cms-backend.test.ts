/**
 * The content editor's local backend (`npm run cms`) as a web page elsewhere, or a request naming
 * a file outside the content, would reach it: the proxy in front of decap-server on a temporary
 * copy of the content. Every refused request leaves every file byte-identical.
 */
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MAX_BODY_BYTES } from '../../../../tools/cms/local-backend-guard.ts';
import {
  proxyLocalBackend,
  startLocalBackend,
  type LocalBackend,
} from '../../../../tools/cms/local-backend.ts';
import {
  JPEG,
  PDF,
  persistEntry,
  persistMedia,
  send,
  snapshot,
} from '../../../helpers/cms-backend.ts';
import { listen } from '../../../../tools/local/listen.ts';

let root: string;
let repo: string;
let outside: string;
let backend: LocalBackend;
let server: Server;
let port: number;
const post = (body: unknown, headers?: Record<string, string>, method?: string) =>
  send(port, body, headers, method);

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'dcc-cms-backend-'));
  repo = join(root, 'repo');
  outside = join(root, 'outside');
  await mkdir(outside);
  await writeFile(join(outside, 'secret.txt'), 'outside the repository');
  for (const folder of ['src/content', 'src/assets/staff', 'public/docs'])
    await cp(folder, join(repo, folder), { recursive: true });
  await writeFile(join(repo, 'package.json'), '{}\n');
  // links a repository could hold, or a checkout could be given, leading out of it
  await symlink(join(outside, 'secret.txt'), join(repo, 'src/assets/staff/link.jpg'));
  await symlink(join(outside, 'new.jpg'), join(repo, 'src/assets/staff/dangling.jpg'));
  await symlink(outside, join(repo, 'public/docs/linked'));
  await symlink(join(repo, 'package.json'), join(repo, 'src/assets/staff/package.jpg'));
  backend = await startLocalBackend(repo);
  server = createServer((req, res) => {
    if (!proxyLocalBackend(backend, port, req, res)) res.writeHead(404).end();
  });
  ({ port } = await listen(server));
});

afterAll(async () => {
  server?.close();
  await backend?.close();
  await rm(root, { recursive: true, force: true });
});

describe('the content editor’s local backend', () => {
  test('answers the editor’s own page: reads and saves a data file and a photo', async () => {
    const own = { Origin: `http://127.0.0.1:${port}` };
    const church = await post(
      { action: 'getEntry', params: { branch: 'main', path: 'src/content/church.json' } },
      own,
    );
    expect(church.status).toBe(200);
    expect(church.body.data).toContain('"officeHours"');
    const local = { Host: `localhost:${port}`, Origin: `http://localhost:${port}` };
    expect((await post(persistMedia('src/assets/staff/new.jpg'), local)).status).toBe(200);
    expect(await readFile(join(repo, 'src/assets/staff/new.jpg'))).toEqual(JPEG);
    expect((await post(persistMedia('public/docs/new.pdf', PDF), local)).status).toBe(200);
  });
});

/** Snapshots the copy and the folder beside it before a block of refusals, and checks them after. */
function expectNothingWritten(): void {
  let before: string;
  let secret: string;
  beforeAll(async () => {
    before = await snapshot(repo);
    secret = await snapshot(outside);
  });
  afterAll(async () => {
    expect(await snapshot(repo)).toBe(before);
    expect(await snapshot(outside)).toBe(secret);
  });
}

describe('the content editor’s local backend refuses, and writes nothing: origins and paths', () => {
  expectNothingWritten();

  test.each([
    ['another host name (DNS rebinding)', { Host: `attacker.example:${port}` }],
    ['another port', { Host: `127.0.0.1:${port + 1}` }],
    ['a page of another origin', { Origin: 'http://attacker.example' }],
    ['a page of the other loopback name', { Origin: `http://localhost:${port}` }],
    ['an opaque origin', { Origin: 'null' }],
  ])('a request from %s: 403', async (_, headers) => {
    const reply = await post(persistEntry('src/content/church.json'), headers);
    expect(reply.status).toBe(403);
    expect(reply.body.message).toMatch(/content editor/);
  });

  test.each([
    'package.json',
    '../outside/secret.txt',
    `${'x/'.repeat(3)}../../../../outside/secret.txt`,
    'src/content/../../package.json',
    '/etc/passwd',
    'src/assets/staff/%2e%2e/%2e%2e/%2e%2e/package.json',
    'src/assets/staff/..%2f..%2f..%2fpackage.json',
    'src/assets/staff/link.jpg',
    'src/assets/staff/dangling.jpg',
    'src/assets/staff/package.jpg',
    'public/docs/linked/secret.txt',
  ])('a save of %j: 403', async (path) => {
    const media = await post(persistMedia(path));
    expect(media.status).toBe(403);
    expect(media.body.message).toBe(
      'The content editor works only in the content and media folders',
    );
    expect((await post(persistEntry(path))).status).toBe(403);
    const read = await post({ action: 'getMediaFile', params: { branch: 'main', path } });
    expect(read.status).toBe(403);
  });
});

describe('the content editor’s local backend refuses, and writes nothing: other requests', () => {
  expectNothingWritten();

  test('a delete of a data file, or of a file through a link: 403', async () => {
    const del = (path: string) =>
      post({
        action: 'deleteFile',
        params: { branch: 'main', path, options: { commitMessage: 'x' } },
      });
    expect((await del('src/content/church.json')).status).toBe(403);
    expect((await del('src/assets/staff/link.jpg')).status).toBe(403);
  });

  test('a listing of a folder outside the configuration: 403', async () => {
    const list = (mediaFolder: string) =>
      post({ action: 'getMedia', params: { branch: 'main', mediaFolder } });
    expect((await list('src')).status).toBe(403);
    expect((await list('public/docs/linked')).status).toBe(403);
  });

  test('the editorial workflow (an action it does not serve): 400', async () => {
    expect((await post({ action: 'unpublishedEntries', params: { branch: 'main' } })).status).toBe(
      400,
    );
  });

  test('a body that is not JSON: 400', async () => {
    expect((await post(Buffer.from('not json'))).status).toBe(400);
  });

  test('a method other than POST: 405', async () => {
    expect((await post({}, {}, 'GET')).status).toBe(405);
  });

  test('a body over the size limit: 413, refused while it streams', async () => {
    const big = persistMedia('src/assets/staff/big.jpg');
    big.params.asset.content = 'A'.repeat(MAX_BODY_BYTES);
    const reply = await post(big);
    expect(reply.status).toBe(413);
    expect(reply.body.message).toMatch(/at most 25 MB/);
  });
});

describe('the content editor’s media folders take only their media, by content: 415', () => {
  expectNothingWritten();
  const html = Buffer.from('<!doctype html><script>fetch("/api/people")</script>');
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  );

  test.each([
    ['an HTML page', 'public/docs/page.html', html],
    ['an SVG picture', 'src/assets/staff/logo.svg', svg],
    ['HTML named .pdf', 'public/docs/report.pdf', html],
    ['SVG named .jpg', 'src/assets/staff/face.jpg', svg],
    ['a JPEG among the documents', 'public/docs/photo.jpg', JPEG],
    ['a PDF among the pictures', 'src/assets/staff/bio.pdf', PDF],
    ['a JPEG named .html', 'src/assets/staff/face.html', JPEG],
  ])('%s', async (_, path, content) => {
    const reply = await post(persistMedia(path, content));
    expect(reply.status).toBe(415);
    expect(reply.body.message).toMatch(/^Not saved: /);
    const entry = persistEntry('src/content/church.json', [{ path, content }]);
    expect((await post(entry)).status).toBe(415);
  });
});
