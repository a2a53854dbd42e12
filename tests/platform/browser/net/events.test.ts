/**
 * The event stream (src/platform/browser/net/events.ts): the named events' JSON reaches the caller, the
 * server's `end` closes the stream so the browser does not reconnect, and so does the caller.
 */
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { subscribe } from '../../../../src/platform/browser/net/events.ts';

/** Just enough of EventSource to dispatch named events and record how it was opened and closed. */
class FakeSource extends EventTarget {
  static last: FakeSource;
  closed = false;
  readonly url: string;
  readonly init: EventSourceInit;
  constructor(url: string, init: EventSourceInit) {
    super();
    this.url = url;
    this.init = init;
    FakeSource.last = this;
  }
  close() {
    this.closed = true;
  }
  emit(name: string, data = '') {
    this.dispatchEvent(new MessageEvent(name, { data }));
  }
}

beforeEach(() => vi.stubGlobal('EventSource', FakeSource));
afterEach(() => vi.unstubAllGlobals());

test("the named events' JSON reaches the caller, others do not", () => {
  const seen: unknown[] = [];
  subscribe('/api/sse', 's3UploadStatus', (data) => seen.push(data));
  const source = FakeSource.last;
  expect(source).toMatchObject({ url: '/api/sse', init: { withCredentials: true } });
  source.emit('s3UploadStatus', '{"file":"a.mp3","percent":40}');
  source.emit('other', '{"file":"b.mp3"}');
  expect(seen).toEqual([{ file: 'a.mp3', percent: 40 }]);
});

test("the server's end event closes the stream", () => {
  subscribe('/api/sse', 's3UploadStatus', () => undefined);
  expect(FakeSource.last.closed).toBe(false);
  FakeSource.last.emit('end');
  expect(FakeSource.last.closed).toBe(true);
});

test('the returned close closes the stream', () => {
  const close = subscribe('/api/sse', 's3UploadStatus', () => undefined);
  close();
  expect(FakeSource.last.closed).toBe(true);
});
