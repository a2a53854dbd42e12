/**
 * Publishing asks for the search index to be rebuilt: a POST to SEARCH_BUILD_HOOK (here a local
 * stub), and a clear message, never an error, when it is unset or fails.
 */
import { createServer, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import {
  HOOK_UNSET_MESSAGE,
  requestSearchRebuild,
} from '../../../../src/features/search/server/build-hook.ts';
import { closeServer, listen } from '../../../../tools/local/listen.ts';

const calls: { method: string; url: string }[] = [];
let status = 200;
const stub = createServer((req: IncomingMessage, res) => {
  calls.push({ method: req.method ?? '', url: req.url ?? '' });
  req.resume();
  res.writeHead(status).end('{}');
});
let base = '';

beforeAll(async () => {
  ({ url: base } = await listen(stub));
});
afterAll(() => closeServer(stub));

describe('requestSearchRebuild', () => {
  test('POSTs to the build hook when it is set', async () => {
    calls.length = 0;
    const hook = `${base}/build_hooks/5f0c0ffee`;
    expect(await requestSearchRebuild({ searchBuildHook: hook })).toBeNull();
    expect(calls).toEqual([{ method: 'POST', url: '/build_hooks/5f0c0ffee' }]);
  });

  test('skips with a message naming the variable when it is unset', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    calls.length = 0;
    const message = await requestSearchRebuild({ searchBuildHook: null });
    expect(message).toBe(HOOK_UNSET_MESSAGE);
    expect(message).toMatch(/SEARCH_BUILD_HOOK is not set/);
    expect(warn).toHaveBeenCalledWith(HOOK_UNSET_MESSAGE);
    expect(calls).toEqual([]);
    warn.mockRestore();
  });

  test('logs, and never throws, when the hook refuses or cannot be reached', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    status = 404;
    expect(await requestSearchRebuild({ searchBuildHook: `${base}/gone` })).toMatch(/answered 404/);
    status = 200;
    expect(await requestSearchRebuild({ searchBuildHook: 'http://127.0.0.1:1/x' })).toMatch(
      /Could not ask for the search index to be rebuilt/,
    );
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
