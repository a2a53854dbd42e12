import type { IncomingMessage } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, test } from 'vitest';
import { toRequest } from '../../../tools/local/node-http.ts';

setFlagsFromString('--expose-gc');
/** A full collection, as a long-running server meets one sooner or later. */
const collect = runInNewContext('gc') as () => void;

/** Waits out the current job: a WeakRef's target is kept until the job ends. */
const nextJob = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Enough of a Node request for toRequest. */
const incoming = (): IncomingMessage =>
  ({ method: 'GET', url: '/api/sse', rawHeaders: ['Accept', 'text/event-stream'] }) as never;

describe('toRequest', () => {
  test("a function holding only the request's signal still hears the client go away after a collection", async () => {
    const client = new AbortController();
    const node = incoming();
    let heard = false;
    // what an event stream keeps: the signal, not the Request (platform/server/http/sse.ts)
    toRequest(node, 'http://127.0.0.1', client.signal).signal.addEventListener('abort', () => {
      heard = true;
    });
    await nextJob();
    collect();
    await nextJob();
    collect();
    client.abort();
    expect(heard).toBe(true);
    expect(node.method).toBe('GET'); // the Node request lives on, as it does until its answer ends
  });

  test('copies the method, address and headers', () => {
    const request = toRequest(incoming(), 'http://127.0.0.1:4321', new AbortController().signal);
    expect(request.method).toBe('GET');
    expect(request.url).toBe('http://127.0.0.1:4321/api/sse');
    expect(request.headers.get('accept')).toBe('text/event-stream');
  });
});
