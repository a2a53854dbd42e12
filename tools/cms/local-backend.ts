/**
 * `npm run cms`: Decap's local backend (decap-server's file-system middleware, editing the working
 * tree), reached through the site's own origin at LOCAL_BACKEND_PATH so the admin page's CSP needs
 * no other address. decap-server listens on a socket file in a private folder, not on a port, so
 * nothing reaches it but this proxy, which lets through only requests from the editor's own page
 * for the files the CMS configuration names (local-backend-guard.ts).
 */
import { mkdtemp, realpath, rm } from 'node:fs/promises';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cmsConfig } from '../../src/features/content-editor/shared/config.ts';
import { LOCAL_BACKEND_PATH } from '../../src/features/content-editor/shared/constants.ts';
import { cmsPathRules, type CmsPathRules } from '../../src/features/content-editor/shared/paths.ts';
import { HttpError } from '../../src/platform/server/http/errors.ts';
import { checkAddress, checkedBody, readBody } from './local-backend-guard.ts';
import { closeServer } from '../local/listen.ts';

export interface LocalBackend {
  /** The socket file (a named pipe on Windows) decap-server answers on. */
  socket: string;
  /** The real path of the repository folder it edits. */
  repoReal: string;
  rules: CmsPathRules;
  close(): Promise<void>;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** decap-server's Express app with its file-system middleware for `repo`. */
async function decapApp(repo: string): Promise<Handler> {
  const require = createRequire(import.meta.url);
  const middlewares = require.resolve('decap-server/dist/middlewares.js');
  const express = require(
    require.resolve('express', { paths: [dirname(middlewares)] }),
  ) as () => Handler;
  const { registerLocalFs } = require(middlewares) as {
    registerLocalFs: (app: Handler, options: { logLevel?: string }) => Promise<void>;
  };
  const app = express();
  // decap-server takes its folder from the environment when the middleware is registered
  process.env['GIT_REPO_DIRECTORY'] = repo;
  await registerLocalFs(app, { logLevel: process.env['LOG_LEVEL'] ?? 'info' });
  return app;
}

/** Starts decap-server for the repository folder `repo`, with the CMS configuration's rules. */
export async function startLocalBackend(repo: string): Promise<LocalBackend> {
  const repoReal = await realpath(repo);
  const folder = await mkdtemp(join(tmpdir(), 'dcc-cms-'));
  const socket =
    process.platform === 'win32'
      ? `\\\\.\\pipe\\${folder.replace(/[\\/:]/g, '-')}`
      : join(folder, 'decap.sock');
  const server = createServer(await decapApp(repoReal));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, resolve);
  });
  const rules = cmsPathRules(cmsConfig({ repo: '', branch: 'main' }));
  const close = async () => {
    await closeServer(server);
    await rm(folder, { recursive: true, force: true });
  };
  return { socket, repoReal, rules, close };
}

function answer(res: ServerResponse, status: number, message: string): void {
  // Decap's editor shows `error`; the site's other endpoints answer `{ message }`
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
    ...(status === 413 ? { Connection: 'close' } : {}),
  });
  res.end(JSON.stringify({ message, error: message }));
}

function forward(backend: LocalBackend, body: unknown, res: ServerResponse): void {
  const text = Buffer.from(JSON.stringify(body));
  const upstream = request(
    {
      socketPath: backend.socket,
      method: 'POST',
      path: '/api/v1',
      headers: { 'Content-Type': 'application/json', 'Content-Length': text.length },
    },
    (reply) => {
      res.writeHead(reply.statusCode ?? 502, {
        'Content-Type': reply.headers['content-type'] ?? 'application/json',
        'Cache-Control': 'no-store',
      });
      reply.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (res.headersSent) res.destroy();
    else answer(res, 502, 'The CMS local backend is not running');
  });
  upstream.end(text);
}

async function handle(
  backend: LocalBackend,
  port: number,
  req: IncomingMessage,
  res: ServerResponse,
) {
  try {
    checkAddress(req, port);
    if (req.method !== 'POST') throw new HttpError(405, 'The content editor sends POST requests');
    const body = await checkedBody(await readBody(req), backend.rules, backend.repoReal);
    forward(backend, body, res);
  } catch (error) {
    if (!(error instanceof HttpError)) console.error(error);
    const status = error instanceof HttpError ? error.status : 500;
    answer(res, status, error instanceof HttpError ? error.message : 'The content editor failed');
  }
}

/**
 * Answers a request under LOCAL_BACKEND_PATH for the editor served on `port` (checked, then passed
 * to decap-server); false for any other request.
 */
export function proxyLocalBackend(
  backend: LocalBackend,
  port: number,
  req: IncomingMessage,
  res: ServerResponse,
): boolean {
  const path = (req.url ?? '').split('?')[0] ?? '';
  if (path !== LOCAL_BACKEND_PATH && !path.startsWith(`${LOCAL_BACKEND_PATH}/`)) return false;
  void handle(backend, port, req, res);
  return true;
}
