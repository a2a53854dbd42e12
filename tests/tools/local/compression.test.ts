import { gunzipSync } from 'node:zlib';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createCompressedStatic, LruCache } from '../../../tools/local/compression.ts';

describe('LruCache', () => {
  test('keeps at most its byte budget, dropping the least recently used first', () => {
    const cache = new LruCache<string>(10, (value) => value.length);
    cache.set('a', 'aaaa');
    cache.set('b', 'bbbb');
    expect(cache.get('a')).toBe('aaaa'); // a is now the most recent
    cache.set('c', 'cccc');
    expect(cache.keys()).toEqual(['a', 'c']);
    expect(cache.bytes).toBe(8);
    cache.set('a', 'a'); // replacing counts the new size only
    expect(cache.bytes).toBe(5);
    cache.set('huge', 'x'.repeat(50)); // bigger than the budget: kept alone, the rest go
    expect(cache.keys()).toEqual(['huge']);
    cache.set('d', 'd');
    expect(cache.keys()).toEqual(['d']);
  });
});

describe('the local server’s compressed static files', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'dcc-compression-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  const ask = async (serve: ReturnType<typeof createCompressedStatic>, path: string) => {
    const req = { method: 'GET', headers: { 'accept-encoding': 'br' } } as IncomingMessage;
    let status = 0;
    const res = {
      setHeader: () => res,
      writeHead: (code: number) => ((status = code), res),
      end: () => res,
    } as unknown as ServerResponse;
    return (await serve(req, res, path)) ? status : 'not served';
  };

  test('a missing file is not remembered: created later, it is served', async () => {
    const serve = createCompressedStatic(root);
    expect(await ask(serve, '/late.js')).toBe('not served');
    await writeFile(join(root, 'late.js'), 'x'.repeat(4096));
    expect(await ask(serve, '/late.js')).toBe(200);
  });

  test('a file rebuilt beside the running server is served as it is now', async () => {
    const serve = createCompressedStatic(root);
    const file = join(root, 'page.html');
    const bodyOf = async () => {
      let body: Buffer = Buffer.alloc(0);
      const req = { method: 'GET', headers: { 'accept-encoding': 'gzip' } } as IncomingMessage;
      const res = {
        setHeader: () => res,
        writeHead: () => res,
        end: (chunk?: Buffer) => ((body = chunk ?? body), res),
      } as unknown as ServerResponse;
      await serve(req, res, '/page.html');
      return gunzipSync(body).toString();
    };
    await writeFile(file, 'old '.repeat(1024));
    expect(await bodyOf()).toMatch(/^old /);
    await writeFile(file, 'new '.repeat(1025));
    expect(await bodyOf()).toMatch(/^new /);
  });

  test('past its budget it still serves every file, compressing again what was dropped', async () => {
    const serve = createCompressedStatic(root, 64);
    for (const name of ['a', 'b', 'c'])
      await writeFile(join(root, `${name}.css`), `${name} { color: red }`.repeat(200));
    for (const name of ['a', 'b', 'c', 'a']) expect(await ask(serve, `/${name}.css`)).toBe(200);
  });
});
