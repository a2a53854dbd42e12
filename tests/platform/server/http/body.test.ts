import { describe, expect, test } from 'vitest';
import { jsonDepth, MAX_JSON_DEPTH } from '../../../../src/platform/shared/json-depth.ts';
import { parseChaptersJson } from '../../../../src/features/sermons/shared/json-chapters.ts';
import {
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

  test('JSON a person sends: 400 naming the problem', () => {
    expect(parseSentJson('{"a":[1]}')).toEqual({ a: [1] });
    expect(() => parseSentJson(nested(MAX_JSON_DEPTH + 1))).toThrow(
      expect.objectContaining({
        status: 400,
        message: `The request body nests its lists and objects more than ${MAX_JSON_DEPTH} levels deep.`,
      }),
    );
    expect(() => parseSentJson('{', 'The upload request')).toThrow(
      expect.objectContaining({ status: 400, message: 'The upload request is not valid JSON.' }),
    );
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

  test('a body within the cap is read whole', async () => {
    const req = new Request('http://localhost/', { method: 'POST', body: '{"ok":true}' });
    expect(await readJsonBody(req, 4096)).toEqual({ ok: true });
  });
});
