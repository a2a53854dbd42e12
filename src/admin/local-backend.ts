/**
 * `npm run cms`: decap-server (Decap's local backend, editing the working tree) on a free loopback
 * port, reached through the site's own origin at LOCAL_BACKEND_PATH so the admin page's CSP needs
 * no other address.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { LOCAL_BACKEND_PATH } from '../lib/cms-constants.ts';

export interface LocalBackend {
  port: number;
  child: ChildProcess;
}

/** Starts decap-server on `port` for the repository folder `repo`; resolves once it listens. */
export function startDecapServer(port: number, repo: string): Promise<LocalBackend> {
  const bin = createRequire(import.meta.url).resolve('decap-server/dist/index.js');
  const child = spawn(process.execPath, [bin], {
    env: {
      ...process.env,
      PORT: String(port),
      BIND_HOST: '127.0.0.1',
      MODE: 'fs',
      GIT_REPO_DIRECTORY: repo,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (!output.includes('listening')) return;
      // from here on its log (each request, each error) is the CMS's log
      child.stdout.off('data', onData);
      child.stderr.off('data', onData);
      child.stdout.pipe(process.stdout);
      child.stderr.pipe(process.stderr);
      resolve({ port, child });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`decap-server exited with ${code}:\n${output}`)));
  });
}

/** Forwards a request under LOCAL_BACKEND_PATH to decap-server; false for any other request. */
export function proxyLocalBackend(
  port: number,
  req: IncomingMessage,
  res: ServerResponse,
): boolean {
  if (!req.url?.startsWith(LOCAL_BACKEND_PATH)) return false;
  const upstream = request(
    { host: '127.0.0.1', port, method: req.method, path: '/api/v1', headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ error: 'The CMS local backend is not running' }));
  });
  req.pipe(upstream);
  return true;
}
