/**
 * One function instance of the preview: a process of its own under Lambda's module rules
 * (lambda.ts) and Node's permission model, with
 * the bundle's folder as its working folder and the only one it may read (beside the host file),
 * and its own temp folder as the only one it may write. A bundle that imports anything not inside
 * it, or writes anywhere else, fails here as it would on Netlify.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BundledFunction } from './bundle.ts';
import type { HostReady } from './host-protocol.ts';
import { LAMBDA_NODE_FLAGS } from './lambda.ts';

export interface Instance {
  child: ChildProcess;
  port: number;
}

/** How an instance started, for tests and the bench. */
export interface ColdStart {
  /** Process start to ready, in ms. */
  totalMs: number;
  /** The import of the bundle alone, in ms. */
  importMs: number;
}

export interface InstanceOptions {
  /** The function host (function-host.ts) as the preview bundles it. */
  hostFile: string;
  /** Parent of each function's own temp folder. */
  tmpRoot: string;
  /** The environment the instance starts with. */
  env: Record<string, string | undefined>;
  /** Called when the process exits, while starting or after. */
  onExit: () => void;
}

const STARTUP_TIMEOUT_MS = 30_000;

/** Spawns the host process of one function with what Lambda would give it. */
function spawnHost(fn: BundledFunction, options: InstanceOptions): ChildProcess {
  const tmp = join(options.tmpRoot, fn.name);
  mkdirSync(tmp, { recursive: true });
  const { env } = options;
  // DATA_DIR, when set, is a folder every instance shares (the tests set one); Netlify has none
  const writable = [tmp, ...(env['DATA_DIR'] ? [env['DATA_DIR']] : [])];
  return spawn(
    process.execPath,
    [
      ...LAMBDA_NODE_FLAGS,
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
}

/** Starts an instance; resolves once it listens, rejects with its last output if it cannot. */
export function startInstance(
  fn: BundledFunction,
  options: InstanceOptions,
): Promise<{ instance: Instance; cold: ColdStart }> {
  const began = performance.now();
  const child = spawnHost(fn, options);
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
    process.stderr.write(chunk);
  });
  child.once('exit', options.onExit);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`${fn.name} did not start within ${STARTUP_TIMEOUT_MS} ms`));
    }, STARTUP_TIMEOUT_MS);
    child.once('message', (message: HostReady) => {
      clearTimeout(timer);
      const cold = { totalMs: performance.now() - began, importMs: message.importMs };
      resolve({ instance: { child, port: message.port }, cold });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${fn.name} exited with ${code} while starting:\n${stderr}`));
    });
  });
}
