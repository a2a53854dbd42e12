import { describe, expect, test } from 'vitest';
import { jsonDepth, MAX_JSON_DEPTH } from '../../../../src/platform/shared/json-depth.ts';
import { parseChaptersJson } from '../../../../src/features/sermons/shared/json-chapters.ts';
import * as z from '../../../../src/platform/shared/vendor/zod-mini.mjs';
import {
  bodyRefused,
  parseSentJson,
  readCappedText,
  readJsonBody,
} from '../../../../src/platform/server/http/body.ts';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** A POST whose body streams in 1 KB chunks without a Content-Length, counting what was read. */
function chunked(total: number): { req: Request; read: () => number } {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      sent += 1024;
      controller.enqueue(new Uint8Array(1024).fill(32));
    },
  });
  const req = new Request('http://localhost/', {
    method: 'POST',
    body,
    duplex: 'half',
  } as RequestInit);
  return { req, read: () => sent };
}

describe('how deeply JSON nests', () => {
  test('counts arrays and objects, not brackets inside strings', () => {
    expect(jsonDepth('1')).toBe(0);
    expect(jsonDepth('{"a":[1,{"b":[]}]}')).toBe(4);
    expect(jsonDepth('{"a":"[[[[{{{\\"[["}')).toBe(1);
    expect(jsonDepth(nested(5000))).toBe(5000);
  });

  test('a chapters file nested thousands deep is refused with a message, not a crash', () => {
    const text = `{"version":"1.2.0","chapters":${nested(20000)}}`;
    expect(parseChaptersJson(text, 0)).toEqual({
      ok: false,
      message: `The chapters file nests its lists and objects more than ${MAX_JSON_DEPTH} levels deep.`,
    });
  });

  test('JSON a person sends: refused, naming the problem', () => {
    expect(parseSentJson('{"a":[1]}')).toEqual({ ok: true, value: { a: [1] } });
    expect(parseSentJson(nested(MAX_JSON_DEPTH + 1))).toEqual({
      ok: false,
      message: `The request body nests its lists and objects more than ${MAX_JSON_DEPTH} levels deep.`,
    });
    expect(parseSentJson('{', 'The upload request')).toEqual({
      ok: false,
      message: 'The upload request is not valid JSON.',
    });
  });
});

describe('capped request bodies', () => {
  test('a declared length over the cap is refused before anything is read', async () => {
    const { req, read } = chunked(64 * 1024);
    const declared = new Request(req.url, {
      method: 'POST',
      headers: { 'content-length': String(64 * 1024) },
      body: req.body,
      duplex: 'half',
    } as RequestInit);
    await expect(readCappedText(declared, 4096)).rejects.toMatchObject({ status: 413 });
    expect(read()).toBeLessThanOrEqual(1024); // a stream pulls its first chunk when made
  });

  test('a chunked body is stopped with 413 soon after the cap, not read to its end', async () => {
    const { req, read } = chunked(10 * 1024 * 1024);
    await expect(readCappedText(req, 4096)).rejects.toMatchObject({ status: 413 });
    expect(read()).toBeLessThan(64 * 1024);
  });
});

describe('JSON bodies read by their schema', () => {
  const NEEDS = 'Send a name and a count.';
  const schema = z.object(
    { name: z.string(NEEDS), count: z.int().check(z.gte(1, 'The count must be 1 or more.')) },
    NEEDS,
  );
  const post = (body: string, headers: Record<string, string> = {}) =>
    new Request('http://localhost/', { method: 'POST', body, headers });

  test('a body of the schema’s shape is its value, unknown fields dropped', async () => {
    expect(await readJsonBody(post('{"name":"a","count":2,"x":1}'), 4096, schema)).toEqual({
      ok: true,
      value: { name: 'a', count: 2 },
    });
  });

  test.each([
    ['null', NEEDS],
    ['{"count":2}', NEEDS],
    ['{"name":"a","count":0}', 'The count must be 1 or more.'],
    ['{"name":"a","count":"2"}', 'count: must be a number.'],
  ])('%s is refused with the schema’s words, as a 400', async (body, message) => {
    const read = await readJsonBody(post(body), 4096, schema);
    expect(read).toEqual({ ok: false, reason: 'shape', message });
    if (!read.ok) expect(bodyRefused(read)).toMatchObject({ status: 400, message });
  });

  test('not JSON, too large, or not sent as JSON: each refused with its status', async () => {
    const notJson = await readJsonBody(post('{'), 4096, schema, { what: 'The order' });
    expect(notJson).toEqual({ ok: false, reason: 'json', message: 'The order is not valid JSON.' });
    const large = await readJsonBody(post(`"${'x'.repeat(5000)}"`), 4096, schema);
    expect(large).toEqual({ ok: false, reason: 'size', message: 'The request body is too large.' });
    const sent = post('{"name":"a","count":2}', { 'content-type': 'text/plain' });
    const type = await readJsonBody(sent, 4096, schema, { jsonOnly: true });
    expect(type).toMatchObject({
      ok: false,
      reason: 'type',
      message: /Content-Type: application\/json/,
    });
    const statuses = [notJson, large, type].map((read) => !read.ok && bodyRefused(read).status);
    expect(statuses).toEqual([400, 413, 415]);
  });

  test('an empty body is not JSON, unless the reader lets the schema take it', async () => {
    expect(await readJsonBody(post(' '), 4096, schema)).toMatchObject({ reason: 'json' });
    const optional = z.optional(schema);
    const read = await readJsonBody(post(' '), 4096, optional, { mayBeEmpty: true });
    expect(read).toEqual({ ok: true, value: undefined });
  });
});
