import { afterEach, describe, expect, test, vi } from 'vitest';
import { jsonAnswer, serializedJson } from '../../../../src/platform/server/http/json-answer.ts';

const get = (etag?: string) =>
  new Request('http://127.0.0.1/api/x', etag ? { headers: { 'if-none-match': etag } } : {});

afterEach(() => vi.restoreAllMocks());

describe('jsonAnswer', () => {
  test('serializes and hashes a value once, however many answers send it', async () => {
    const value = { data: [{ id: '1', name: 'Supper' }] };
    const stringify = vi.spyOn(JSON, 'stringify');
    const first = jsonAnswer(get(), value, { 'Cache-Control': 'public' });
    const second = jsonAnswer(get(), value, { 'Cache-Control': 'public' });
    expect(stringify.mock.calls.filter(([arg]) => arg === value)).toHaveLength(1);
    expect(await second.json()).toEqual(value);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('content-type')).toBe('application/json');
    expect(second.headers.get('cache-control')).toBe('public');
  });

  test('answers 304 without a body when If-None-Match names the value', async () => {
    const value = { a: 1 };
    const { etag } = serializedJson(value);
    const answer = jsonAnswer(get(etag), value, {});
    expect(answer.status).toBe(304);
    expect(answer.headers.get('etag')).toBe(etag);
    expect(await answer.text()).toBe('');
    expect(jsonAnswer(get('"other"'), value, {}).status).toBe(200);
  });

  test('gives other content another tag, and equal content the same', () => {
    expect(serializedJson({ a: 1 }).etag).toBe(serializedJson({ a: 1 }).etag);
    expect(serializedJson({ a: 2 }).etag).not.toBe(serializedJson({ a: 1 }).etag);
  });
});
