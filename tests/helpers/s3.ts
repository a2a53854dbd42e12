/**
 * Vitest globalSetup of the `integration` project, and of `e2e` in production mode: a real S3
 * server (Ceph radosgw, started by tools/ceph-s3.sh) for the storage contract and every other
 * test that needs S3.
 *
 * In a test file: `const s3 = inject('s3')` is the endpoint and keys, or null when radosgw is
 * not installed (only allowed outside CI; the tests then skip and say why). Give each suite
 * its own bucket with `await s3Bucket(s3, 'podcast')` (s3-bucket.ts), which returns a
 * StorageConfig ready for `createStorage`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { portForDaemon as freePort } from '../../tools/local/listen.ts';

/** What the integration tests receive through `inject('s3')`. */
export interface S3TestServer {
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    s3: S3TestServer | null;
  }
}

/** Why S3 tests are skipped on this machine (radosgw missing); shown in skipped test names. */
export const S3_SKIP_REASON = 'skipped: radosgw is not installed (apt-get install radosgw)';

const SCRIPT = join(import.meta.dirname, '../../tools/ceph-s3.sh');
let stateDir: string | undefined;

/**
 * One Ceph per vitest process: the first project whose globalSetup lists this file starts it,
 * the others reuse it, and the last teardown stops it. Vitest loads each project's globalSetup
 * files apart, so what they share lives on globalThis.
 */
interface SharedCeph {
  server: S3TestServer;
  stateDir: string;
  users: number;
}
const shared = globalThis as { dccCeph?: SharedCeph };

/** The server a globalSetup of this run started (for another globalSetup), or null. */
export const startedS3 = (): S3TestServer | null => shared.dccCeph?.server ?? null;

function onPath(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** Runs the script, resolving on its exit (its daemons keep inherited pipes open). */
function runScript(args: string[], env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', [SCRIPT, ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const timer = setTimeout(() => child.kill('SIGTERM'), 120_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      child.stdout.destroy();
      child.stderr.destroy();
      if (code === 0) resolve(output);
      else reject(new Error(`ceph-s3.sh ${args[0]} failed (${code}):\n${output.slice(-3000)}`));
    });
  });
}

/** How many starts, each on new ports, before Ceph is given up. */
const START_ATTEMPTS = 4;

/** True when radosgw answers at `endpoint` (its anonymous bucket list), not some other server. */
async function isGateway(endpoint: string): Promise<boolean> {
  const answer = await fetch(`${endpoint}/`).catch(() => null);
  return Boolean(answer?.ok && (await answer.text()).includes('ListAllMyBucketsResult'));
}

/**
 * Starts Ceph (tools/ceph-s3.sh) with its state in `dir` and resolves with the gateway's
 * endpoint. Its ports are chosen before it starts (portForDaemon): a monitor's address is written
 * into the cluster's map before the monitor runs, and radosgw's beast frontend reports no port it
 * picked itself. Another process may take a port in between; the start then fails (a monitor
 * or the gateway does not answer) or the port answers as another server (isGateway). Each retry
 * stops what started and picks new ports; the last failure names every attempt's.
 */
export async function startCeph(dir: string, pickPort = freePort): Promise<string> {
  const failures: string[] = [];
  for (let attempt = 1; attempt <= START_ATTEMPTS; attempt++) {
    const [rgw, mon, monV1] = [await pickPort(), await pickPort(), await pickPort()];
    const endpoint = `http://127.0.0.1:${rgw}`;
    const env = { RGW_PORT: `${rgw}`, MON_PORT: `${mon}`, MON_V1_PORT: `${monV1}` };
    try {
      await runScript(['start', dir], { ...env, OWNER_PID: String(process.pid) });
      if (await isGateway(endpoint)) return endpoint;
      failures.push(`attempt ${attempt}: ${endpoint} answers, but not as radosgw`);
    } catch (error) {
      failures.push(`attempt ${attempt} (ports ${rgw}, ${mon}, ${monV1}): ${String(error)}`);
    }
    await runScript(['stop', dir], {}).catch(() => undefined);
  }
  throw new Error(
    `Ceph did not start in ${START_ATTEMPTS} attempts, each on new ports:\n${failures.join('\n')}`,
  );
}

async function startCluster(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'dcc-ceph-'));
  stateDir = dir;
  // free ports, never radosgw's default 7480: the runs of `npm test` start their Cephs side by side
  return startCeph(dir);
}

async function stopCluster(): Promise<void> {
  if (!stateDir) return;
  const dir = stateDir;
  stateDir = undefined;
  await runScript(['stop', dir], {}).catch((error: unknown) => console.error(error));
  await rm(dir, { recursive: true, force: true });
}

/** Starts radosgw (startCeph: again on new ports if one was taken) and provides its endpoint. */
export async function setup(project: TestProject): Promise<void> {
  if (!onPath('radosgw')) {
    if (process.env['CI'] === 'true')
      throw new Error(
        'radosgw is not installed, and under CI the S3 storage tests must not be skipped: ' +
          'apt-get install --no-install-recommends radosgw ceph-mon ceph-osd uuid-runtime',
      );
    console.warn(`S3 tests ${S3_SKIP_REASON}`);
    project.provide('s3', null);
    return;
  }
  if (shared.dccCeph) {
    shared.dccCeph.users++;
    project.provide('s3', shared.dccCeph.server);
    return;
  }
  const started = Date.now();
  const endpoint = await startCluster().catch(async (error: unknown) => {
    await stopCluster();
    throw error;
  });
  console.log(
    `Ceph S3 gateway at ${endpoint}, up in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const server = {
    endpoint,
    accessKeyId: 'testkey',
    secretAccessKey: 'testsecret',
    region: 'us-east-1',
  };
  shared.dccCeph = { server, stateDir: stateDir!, users: 1 };
  project.provide('s3', server);
}

/** Once no project uses it: stops the daemons by their pid files and removes their state. */
export async function teardown(): Promise<void> {
  const ceph = shared.dccCeph;
  if (!ceph || --ceph.users > 0) return;
  delete shared.dccCeph;
  stateDir = ceph.stateDir;
  await stopCluster();
}
