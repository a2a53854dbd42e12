/**
 * One function instance of `npm run preview`, in a process of its own as on Lambda: it imports
 * the function from its bundle (the only folder it may read, with the host file itself and its
 * temp folder, which is the only one it may write: see function-pool.ts) and answers the
 * requests the preview's router forwards to it. Bundled by esbuild into a file that needs
 * nothing but Node, so it can run outside the checkout.
 */
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import type { FnHandler } from '../../src/platform/server/http/handler.ts';
import { sendResponse, toRequest } from '../local/node-http.ts';
import { HOST_HEADERS } from './host-protocol.ts';

const entry = process.env['DCC_FUNCTION_ENTRY'];
if (!entry || !process.send) throw new Error('function-host runs as a child of the preview');
// an instance lives no longer than the preview that started it
process.once('disconnect', () => process.exit(0));
const started = performance.now();
const fn = (await import(pathToFileURL(entry).href)) as { default: FnHandler };
const importMs = performance.now() - started;

const server = createServer((req, res) => {
  const abort = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) abort.abort();
  });
  const origin = String(req.headers[HOST_HEADERS.origin]);
  const params = JSON.parse(String(req.headers[HOST_HEADERS.params] ?? '{}')) as Record<
    string,
    string
  >;
  const ip = String(req.headers[HOST_HEADERS.ip] ?? '127.0.0.1');
  const request = toRequest(req, origin, abort.signal, (name) => name.startsWith('x-preview-'));
  void (async () => {
    try {
      await sendResponse(res, await fn.default(request, { params, ip }));
    } catch (error) {
      // what Netlify answers when a function throws: a 500 without the details
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('Function invocation failed');
    }
  })();
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.send!({ ready: true, port, importMs });
});
