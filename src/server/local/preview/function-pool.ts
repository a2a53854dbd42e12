/**
 * The preview's stand-in for Lambda: one process per function, started on its first request (a
 * cold start) and kept warm after. Each runs under Node's permission model with the bundle's
 * folder as its working folder and the only one it may read (beside the host file), and its own
 * temp folder as the only one it may write: a bundle that imports anything not inside it, or
 * writes anywhere else, fails here as it would on Netlify.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FnContext } from '../../http/handler.ts';
import type { BundledFunction } from './bundle.ts';
import { HOST_HEADERS, type HostReady } from './host-protocol.ts';

interface Instance {
  child: ChildProcess;
  port: number;
}

/** How each function's instances have started, for tests and the bench. */
export interface ColdStart {
  /** Process start to ready, in ms. */
  totalMs: number;
  /** The import of the bundle alone, in ms. */
  importMs: number;
}

export interface FunctionPool {
  /** Runs the function on a warm instance, starting one first if there is none. */
  invoke(name: string, req: Request, context: FnContext): Promise<Response>;
  /** Starts the function's instance if it has none; rejects with why it cannot start. */
  warm(name: string): Promise<void>;
  /** Stops instances (all, or one function's): their next request starts cold. */
  stop(name?: string): Promise<void>;
  /** Cold starts so far, per function. */
  coldStarts: Map<string, ColdStart[]>;
}

export interface PoolOptions {
  functions: BundledFunction[];
  /** The bundled function-host.mjs. */
  hostFile: string;
  /** Parent of each function's own temp folder. */
  tmpRoot: string;
  /** The environment an instance starts with (read at each start). */
  env: () => Record<string, string | undefined>;
}

const STARTUP_TIMEOUT_MS = 30_000;

function headersOf(res: IncomingMessage): Headers {
  const headers = new Headers();
  for (let i = 0; i < res.rawHeaders.length; i += 2)
    headers.append(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
  return headers;
}

const failure = (message: string) =>
  new Response(message, { status: 502, headers: { 'Content-Type': 'text/plain' } });

/** Makes the pool; nothing starts until a function is invoked. */
export function createFunctionPool(options: PoolOptions): FunctionPool {
  const byName = new Map(options.functions.map((fn) => [fn.name, fn]));
  const instances = new Map<string, Promise<Instance>>();
  const coldStarts = new Map<string, ColdStart[]>();

  function start(fn: BundledFunction): Promise<Instance> {
    const tmp = join(options.tmpRoot, fn.name);
    mkdirSync(tmp, { recursive: true });
    const env = options.env();
    // DATA_DIR, when set, is a folder every instance shares (the tests set one); Netlify has none
    const writable = [tmp, ...(env['DATA_DIR'] ? [env['DATA_DIR']] : [])];
    const began = performance.now();
    const child = spawn(
      process.execPath,
      [
        '--permission',
        `--allow-fs-read=${fn.path}`,
        `--allow-fs-read=${options.hostFile}`,
        ...writable.flatMap((dir) => [`--allow-fs-read=${dir}`, `--allow-fs-write=${dir}`]),
        options.hostFile,
      ],
      {
        cwd: fn.path,
        env: {
          ...env,
          // what Lambda sets: the unpacked bundle, the function's name, the writable folder
          LAMBDA_TASK_ROOT: fn.path,
          AWS_LAMBDA_FUNCTION_NAME: fn.name,
          TMPDIR: tmp,
          DCC_FUNCTION_ENTRY: fn.entry,
        },
        stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
      },
    );
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
      process.stderr.write(chunk);
    });
    const ready = new Promise<Instance>((resolve, reject) => {
      const timer = setTimeout(() => {
        child.kill();
        reject(new Error(`${fn.name} did not start within ${STARTUP_TIMEOUT_MS} ms`));
      }, STARTUP_TIMEOUT_MS);
      child.once('message', (message: HostReady) => {
        clearTimeout(timer);
        const list = coldStarts.get(fn.name) ?? [];
        list.push({ totalMs: performance.now() - began, importMs: message.importMs });
        coldStarts.set(fn.name, list);
        resolve({ child, port: message.port });
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        instances.delete(fn.name);
        reject(new Error(`${fn.name} exited with ${code} while starting:\n${stderr}`));
      });
    });
    child.once('exit', () => instances.delete(fn.name));
    return ready;
  }

  function forward(instance: Instance, req: Request, context: FnContext): Promise<Response> {
    const url = new URL(req.url);
    const headers: Record<string, string | string[]> = {};
    req.headers.forEach((value, name) => {
      if (name !== 'set-cookie') headers[name] = value;
    });
    headers[HOST_HEADERS.origin] = url.origin;
    headers[HOST_HEADERS.params] = JSON.stringify(context.params);
    headers[HOST_HEADERS.ip] = context.ip;
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest(
        {
          host: '127.0.0.1',
          port: instance.port,
          method: req.method,
          path: url.pathname + url.search,
          headers,
          signal: req.signal,
        },
        (res) => {
          const status = res.statusCode ?? 502;
          const empty = req.method === 'HEAD' || [204, 304].includes(status);
          if (empty) res.resume();
          resolve(
            new Response(empty ? null : (Readable.toWeb(res) as ReadableStream<Uint8Array>), {
              status,
              statusText: res.statusMessage ?? '',
              headers: headersOf(res),
            }),
          );
        },
      );
      outgoing.on('error', (error) => {
        // a visitor who went away is no failure: nobody is left to answer
        if (req.signal.aborted) resolve(new Response(null, { status: 499 }));
        else reject(error);
      });
      // a visitor who goes away mid-upload fails the body: the instance sees the request abort
      if (req.body)
        pipeline(Readable.fromWeb(req.body as NodeReadableStream), outgoing).catch(() =>
          outgoing.destroy(),
        );
      else outgoing.end();
    });
  }

  function running(name: string): Promise<Instance> {
    const fn = byName.get(name);
    if (!fn) return Promise.reject(new Error(`No function named ${name}`));
    let pending = instances.get(name);
    if (!pending) {
      pending = start(fn);
      instances.set(name, pending);
    }
    return pending;
  }

  return {
    coldStarts,
    async invoke(name, req, context) {
      let instance: Instance;
      try {
        instance = await running(name);
      } catch (error) {
        return failure(String(error instanceof Error ? error.message : error));
      }
      return forward(instance, req, context);
    },
    async warm(name) {
      await running(name);
    },
    async stop(name) {
      const names = name ? [name] : [...instances.keys()];
      await Promise.all(
        names.map(async (n) => {
          const pending = instances.get(n);
          instances.delete(n);
          const instance = await pending?.catch(() => null);
          if (!instance || instance.child.exitCode !== null) return;
          const exited = new Promise((resolve) => instance.child.once('exit', resolve));
          instance.child.kill();
          await exited;
        }),
      );
    },
  };
}
