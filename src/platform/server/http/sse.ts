/**
 * A server-sent events response: named events, a comment every few seconds to keep proxies
 * from closing an idle stream, and a clean stop when the client goes away.
 */

export interface SseChannel {
  /** Sends one named event with a JSON payload. */
  send(event: string, data: unknown): void;
  /** Ends the stream from the server's side. */
  close(): void;
}

export interface SseOptions {
  keepAliveMs?: number;
  /** The stream ends after this long whatever happens, so none stays open for ever. */
  maxMs?: number;
  headers?: Record<string, string>;
}

/**
 * Streams events until the request is aborted, the channel is closed or `maxMs` passes. `start`
 * subscribes and returns its unsubscribe function, which runs exactly once when the stream ends.
 */
export function sseResponse(
  req: Request,
  start: (channel: SseChannel) => () => void,
  options: SseOptions = {},
): Response {
  const encoder = new TextEncoder();
  let stop: (() => void) | null = null;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const write = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          close(); // the stream is already closed
        }
      };
      const timer = setInterval(() => write(': keep-alive\n\n'), options.keepAliveMs ?? 15_000);
      const limit = options.maxMs === undefined ? null : setTimeout(() => close(), options.maxMs);
      let unsubscribe: (() => void) | null = null;
      let ended = false;
      const close = () => {
        if (ended) return;
        ended = true;
        stop = null;
        clearInterval(timer);
        if (limit) clearTimeout(limit);
        unsubscribe?.();
        try {
          controller.close();
        } catch {
          // already closed or errored
        }
      };
      stop = close;
      write('retry: 5000\n: connected\n\n');
      const off = start({
        send: (event, data) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
        close,
      });
      // closed while subscribing: unsubscribe now, since close() could not
      if (ended) off();
      else unsubscribe = off;
      if (req.signal.aborted) close();
      else req.signal.addEventListener('abort', close, { once: true });
    },
    cancel() {
      stop?.();
    },
  });
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
      ...options.headers,
    },
  });
}
