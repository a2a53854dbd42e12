/**
 * The browser's one way to read the server's event stream (docs/architecture.md section 3): an
 * EventSource, since a stream of events is not a JSON call. The server ends the stream with an
 * `end` event when it has nothing more to say; the browser then closes it rather than reconnect.
 */

/** Calls `onData` with each `name` event's JSON until the returned close is called. */
export function subscribe<T>(path: string, name: string, onData: (data: T) => void): () => void {
  const source = new EventSource(path, { withCredentials: true });
  source.addEventListener(name, (event) => {
    onData(JSON.parse((event as MessageEvent<string>).data) as T);
  });
  source.addEventListener('end', () => source.close());
  return () => source.close();
}
