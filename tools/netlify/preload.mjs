// Loaded into Netlify CLI's process (NODE_OPTIONS=--import, by tools/netlify/cli.ts), before the
// CLI's own code. Plain JavaScript: Node 22.12 runs it without type stripping.
//
// 1. Every server the CLI starts binds 127.0.0.1. The CLI's proxy and functions server listen on
//    every interface, and it has no option to change that; a server of this project binds
//    loopback only (docs/operations.md, "Running it on your computer").
// 2. With DCC_CLI_ENV_FILE set (the test suites' CLI pool, tests/helpers/netlify-pool.ts), a
//    SIGUSR2 makes the process take the variables in that JSON file (those an earlier file set
//    return to their first values), and then write the file's `id` to `<file>.done`. The CLI hands each function
//    invocation a copy of its own variables in a new worker, so the next request runs as a deploy
//    with those variables would (docs/operations.md, "How the tests and CI run").
// 3. A request body the CLI cannot read does not stop it. Netlify CLI 27.10.2 reads every body
//    before routing, and a visitor who hangs up half-way, a body over its 6 MB limit (AWS
//    Lambda's, which Netlify's functions share) or one slower than 30 s rejected a promise no one
//    awaited, and the whole process exited ("Netlify CLI has terminated unexpectedly"); so did
//    an address with an escape that cannot be decoded (`/%zz`). Here a body declared over 6 MB is
//    answered 413, as Lambda answers it, and such an address 400, as Netlify's edge does, before
//    the CLI sees them; the three body rejections are logged and dropped; any other stays fatal,
//    as the CLI has it. A body sent in chunks gets its 413 once it passes 6 MB.
// 4. A function's 404 or 403 is its answer. The CLI tries a missing file again as `.html`,
//    `.htm` and `/index.html`, as the CDN does for files, but it also did so for a function's
//    404 or 403, running the function again on addresses its route no longer matches:
//    `/api/signups/{a hidden id}` then answered the whole list. Requests it sends to a function
//    (marked with x-nf-function-name) get no such retries here.
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { isMainThread } from 'node:worker_threads';

const LOOPBACK = '127.0.0.1';
const listen = net.Server.prototype.listen;
net.Server.prototype.listen = function (...args) {
  const [first] = args;
  if (typeof first === 'number' || (typeof first === 'string' && /^\d+$/.test(first))) {
    if (typeof args[1] !== 'string') args.splice(1, 0, LOOPBACK);
  } else if (first && typeof first === 'object' && first.path === undefined && !first.host) {
    if (!('_handle' in first) && !('fd' in first)) args[0] = { ...first, host: LOOPBACK };
  }
  return listen.apply(this, args);
};

const BODY_LIMIT = 6e6;
const TOO_BIG = 'The request body is larger than the 6 MB a function takes.\n';
const UNREAD_BODY = /^(aborted|Stream body too big|Request timed out waiting for body)$/;

/** Why Netlify's edge would refuse `req` before any function ran: [status, text], or null. */
function refusal(req) {
  if (Number(req.headers['content-length']) > BODY_LIMIT) return [413, TOO_BIG];
  try {
    decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
  } catch {
    return [400, 'The address cannot be read.\n'];
  }
  return null;
}

/** Answers `status` with `text`; a body still coming is read and dropped, so the client reads it. */
function answer(req, res, [status, text]) {
  req.resume();
  if (res.headersSent) return;
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(text);
}

/**
 * A body sent without a length is counted as it comes, once the CLI reads it: a listener on a
 * body no one reads yet would start it flowing, and its reader would miss the first chunks.
 */
function countBody(req, res) {
  if (req.listenerCount('data') === 0) return;
  let size = 0;
  req.on('data', (chunk) => {
    size += chunk.length;
    if (size > BODY_LIMIT) answer(req, res, [413, TOO_BIG]);
  });
}

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (event, ...args) {
  if (event !== 'request') return emit.call(this, event, ...args);
  const [req, res] = args;
  req.on('error', () => {});
  const refused = refusal(req);
  if (refused) {
    // answered here, the CLI never sees it
    answer(req, res, refused);
    return true;
  }
  const handled = emit.call(this, event, ...args);
  countBody(req, res);
  return handled;
};
if (isMainThread)
  process.on('unhandledRejection', (reason) => {
    if (!(reason instanceof Error) || !UNREAD_BODY.test(reason.message)) throw reason;
    console.warn(
      `A request's body could not be read (${reason.message}); that request was dropped.`,
    );
  });

const FUNCTION_NAME = 'x-nf-function-name';
Object.defineProperty(http.IncomingMessage.prototype, 'alternativePaths', {
  configurable: true,
  get() {
    return this.dccAlternativePaths;
  },
  set(paths) {
    const toFunction = this.proxyOptions?.headers?.[FUNCTION_NAME] !== undefined;
    this.dccAlternativePaths = toFunction ? [] : paths;
  },
});

const control = process.env.DCC_CLI_ENV_FILE;
if (control && isMainThread) {
  /** The value each variable had before the first file set it (undefined: it was unset). */
  const original = new Map();
  process.on('SIGUSR2', () => {
    const { id, env } = JSON.parse(readFileSync(control, 'utf8'));
    for (const [name, value] of original)
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    for (const name of Object.keys(env))
      if (!original.has(name)) original.set(name, process.env[name]);
    Object.assign(process.env, env);
    writeFileSync(`${control}.done`, String(id));
  });
}
