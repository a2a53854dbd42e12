/**
 * The preview's stand-in for Lambda: one process per function (instance.ts), started on its first
 * request (a cold start) and kept warm after.
 */
import type { FnContext } from '../../src/platform/server/http/handler.ts';
import type { BundledFunction } from './bundle.ts';
import { forward } from './forward.ts';
import { startInstance, type ColdStart, type Instance } from './instance.ts';

export type { ColdStart } from './instance.ts';

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
  /** The function host (function-host.ts) as the preview bundles it. */
  hostFile: string;
  /** Parent of each function's own temp folder. */
  tmpRoot: string;
  /** The environment an instance starts with (read at each start). */
  env: () => Record<string, string | undefined>;
}

const failure = (message: string) =>
  new Response(message, { status: 502, headers: { 'Content-Type': 'text/plain' } });

/** Stops one instance, once it has started, and waits for its process to end. */
async function stopInstance(pending: Promise<Instance> | undefined): Promise<void> {
  const instance = await pending?.catch(() => null);
  if (!instance || instance.child.exitCode !== null) return;
  const exited = new Promise((resolve) => instance.child.once('exit', resolve));
  instance.child.kill();
  await exited;
}

/** Makes the pool; nothing starts until a function is invoked. */
export function createFunctionPool(options: PoolOptions): FunctionPool {
  const byName = new Map(options.functions.map((fn) => [fn.name, fn]));
  const instances = new Map<string, Promise<Instance>>();
  const coldStarts = new Map<string, ColdStart[]>();

  async function start(fn: BundledFunction): Promise<Instance> {
    const { hostFile, tmpRoot } = options;
    const onExit = () => instances.delete(fn.name);
    const { instance, cold } = await startInstance(fn, {
      hostFile,
      tmpRoot,
      env: options.env(),
      onExit,
    });
    const list = coldStarts.get(fn.name) ?? [];
    list.push(cold);
    coldStarts.set(fn.name, list);
    return instance;
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
      return forward(instance.port, req, context);
    },
    async warm(name) {
      await running(name);
    },
    async stop(name) {
      const names = name ? [name] : [...instances.keys()];
      await Promise.all(
        names.map((n) => {
          const pending = instances.get(n);
          instances.delete(n);
          return stopInstance(pending);
        }),
      );
    },
  };
}
