/**
 * Per-key exclusive locks for the file-system storage: an in-process queue (so one process's
 * requests take turns without touching the disk) plus an O_EXCL lock file (so two processes
 * sharing a DATA_DIR cannot both win a conditional write). Locks are held only for the few
 * milliseconds a precondition check and two renames take, never while a body streams.
 */
import { createHash, randomUUID } from 'node:crypto';
import { open, readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { systemClock } from '../../shared/clock.ts';

/** A lock file older than this is left over from a crashed process. */
const STALE_MS = 30_000;
const WAIT_MS = 15_000;

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function removeIfStale(file: string): Promise<void> {
  let content: string;
  try {
    content = await readFile(file, 'utf8');
  } catch {
    return; // released meanwhile
  }
  const [pid, since] = content.split(' ').map(Number);
  const dead = pid !== undefined && Number.isInteger(pid) && !processAlive(pid);
  const old = since === undefined || !(systemClock.now() - since < STALE_MS);
  if (!dead && !old) return;
  // only remove the very lock we judged stale, not one taken since
  if ((await readFile(file, 'utf8').catch(() => '')) === content)
    await unlink(file).catch(() => {});
}

async function acquireFile(file: string, key: string): Promise<string> {
  const token = `${process.pid} ${systemClock.now()} ${randomUUID()}`;
  const deadline = systemClock.now() + WAIT_MS;
  for (let attempt = 0; ; attempt++) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(token);
      await handle.close();
      return token;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (systemClock.now() > deadline) throw new Error(`Timed out waiting for the lock on "${key}"`);
    if (attempt % 20 === 19) await removeIfStale(file);
    await sleep(2 + Math.random() * 8);
  }
}

async function releaseFile(file: string, token: string): Promise<void> {
  const content = await readFile(file, 'utf8').catch(() => '');
  if (content === token) await unlink(file).catch(() => {});
}

/** Exclusive per-key critical sections across requests and processes. */
export class KeyLocks {
  readonly #dir: string;
  readonly #queues = new Map<string, Promise<void>>();

  constructor(dir: string) {
    this.#dir = dir;
  }

  /** Runs `fn` while holding the key's lock; the lock is released even when `fn` throws. */
  async with<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const previous = this.#queues.get(key) ?? Promise.resolve();
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    const tail = previous.then(() => mine);
    this.#queues.set(key, tail);
    await previous;
    try {
      const file = join(this.#dir, `${createHash('sha256').update(key).digest('hex')}.lock`);
      const token = await acquireFile(file, key);
      try {
        return await fn();
      } finally {
        await releaseFile(file, token);
      }
    } finally {
      release();
      if (this.#queues.get(key) === tail) this.#queues.delete(key);
    }
  }
}
