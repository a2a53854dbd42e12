/**
 * The demo's files are published as static files of the site (src/build/demo-files.ts), and
 * the demo reads them from there when they are not beside it (src/platform/server/demo-files.ts).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { demoFilePaths, publishDemoFiles } from '../../src/build/demo-files.ts';
import { readDemoFile } from '../../src/platform/server/demo-files.ts';

const scratch = await mkdtemp(join(tmpdir(), 'dcc-demo-files-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));

describe('the demo files the build publishes', () => {
  test('are the files under demo/ folders that are not code', async () => {
    const paths = await demoFilePaths(process.cwd());
    expect(paths).toContain('src/features/sermons/demo/voices/voices.json');
    expect(paths).toContain('src/features/sermons/demo/art/psalms-for-the-weary.jpg');
    expect(paths).toContain('src/demo/assets/lessons/4001-01.pdf');
    expect(paths.filter((p) => /\.tsx?$/.test(p) || !p.includes('/demo/'))).toEqual([]);
    expect(paths).not.toContain('src/features/sermons/server/art/cover.jpg');
  });

  test('are copied under /demo/files/ with an index of their sizes', async () => {
    const count = await publishDemoFiles(process.cwd(), scratch);
    const index = JSON.parse(
      await readFile(join(scratch, 'demo/files/index.json'), 'utf8'),
    ) as Record<string, number>;
    expect(Object.keys(index)).toHaveLength(count);
    const voices = 'src/features/sermons/demo/voices/voices.json';
    const copied = await readFile(join(scratch, 'demo/files', voices));
    expect(copied.equals(await readFile(voices))).toBe(true);
    expect(index[voices]).toBe(copied.length);
  });
});

describe('a demo file not beside the code', () => {
  test('is read from the site that publishes it, and a missing one is an error', async () => {
    const asked: string[] = [];
    const server = createServer((req, res) => {
      asked.push(req.url ?? '');
      if (req.url === '/demo/files/src/nowhere/demo/a%20b.bin') res.end('published');
      else res.writeHead(404).end();
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const bytes = await readDemoFile('src/nowhere/demo/a b.bin', origin);
      expect(bytes.toString()).toBe('published');
      await expect(readDemoFile('src/nowhere/demo/gone.bin', origin)).rejects.toThrow(/404/);
      await expect(readDemoFile('src/nowhere/demo/gone.bin', null)).rejects.toThrow(/not here/);
      expect(asked).toHaveLength(2);
    } finally {
      server.close();
    }
  });
});
