/**
 * Reading an object of the file-system storage together with the sidecar that describes it.
 * The sidecar names the inode and size of its data file; a reader that finds them different
 * caught a writer between its two renames and simply looks again.
 */
import { createHash } from 'node:crypto';
import type { Stats } from 'node:fs';
import { open, readFile, stat, type FileHandle } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

/** What the sidecar `meta/<key>.json` holds. */
export interface Meta {
  etag: string;
  size: number;
  contentType: string;
  /** Inode of the data file this sidecar was written for. */
  ino: number;
}

/** A data file and the sidecar that matches it; `handle` is open when asked for. */
export interface Consistent {
  meta: Meta;
  mtime: Date;
  handle: FileHandle | undefined;
}

const ATTEMPTS = 40;
/** How many sidecars this process remembers (see `known`). */
const KNOWN_MAX = 2_000;
const MISSING = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

async function readMeta(file: string): Promise<Meta | null> {
  try {
    const meta = JSON.parse(await readFile(file, 'utf8')) as Partial<Meta>;
    const ok =
      typeof meta.etag === 'string' &&
      typeof meta.size === 'number' &&
      typeof meta.ino === 'number' &&
      typeof meta.contentType === 'string';
    return ok ? (meta as Meta) : null;
  } catch {
    return null; // missing, or caught mid-replace on a file system without atomic rename
  }
}

async function openData(
  file: string,
  withHandle: boolean,
): Promise<{ stats: Stats; handle: FileHandle | undefined } | null> {
  try {
    if (!withHandle) return { stats: await stat(file), handle: undefined };
    const handle = await open(file, 'r');
    return { stats: await handle.stat(), handle };
  } catch (error) {
    if (MISSING.has((error as NodeJS.ErrnoException).code ?? '')) return null;
    throw error;
  }
}

/**
 * Sidecars already read, by sidecar path, with the data file they matched. A sidecar describes
 * one data file for good (every put writes a new file and renames it into place), so while the
 * data file is that same file (inode, size and change times unchanged) its sidecar need not be
 * read again: a warm read costs one stat instead of a stat and a whole file read.
 */
const known = new Map<string, { meta: Meta; stats: Stats }>();

const sameFile = (a: Stats, b: Stats) =>
  a.ino === b.ino &&
  a.dev === b.dev &&
  a.size === b.size &&
  a.mtimeMs === b.mtimeMs &&
  a.ctimeMs === b.ctimeMs;

function remember(file: string, meta: Meta, stats: Stats): void {
  known.delete(file);
  known.set(file, { meta, stats });
  if (known.size > KNOWN_MAX) known.delete(known.keys().next().value!);
}

/** Describes a data file no sidecar matches (a crash between the renames) from its bytes. */
async function recover(file: string, stats: Stats, previous: Meta | null): Promise<Meta> {
  const hash = createHash('md5');
  const handle = await open(file, 'r');
  try {
    for await (const chunk of handle.createReadStream({ autoClose: false }))
      hash.update(chunk as Buffer);
  } finally {
    await handle.close();
  }
  const contentType = previous?.contentType ?? 'application/octet-stream';
  return { etag: hash.digest('hex'), size: stats.size, ino: stats.ino, contentType };
}

/** The object at the paths with its matching sidecar, or null when there is none. */
export async function readConsistent(
  paths: { data: string; meta: string },
  withHandle: boolean,
): Promise<Consistent | null> {
  for (let attempt = 0; ; attempt++) {
    const data = await openData(paths.data, withHandle);
    if (!data) return null;
    const { stats, handle } = data;
    if (!stats.isFile()) {
      await handle?.close();
      return null; // a folder of other keys, not an object
    }
    const seen = known.get(paths.meta);
    if (seen && sameFile(seen.stats, stats)) return { meta: seen.meta, mtime: stats.mtime, handle };
    const meta = await readMeta(paths.meta);
    if (meta && meta.ino === stats.ino && meta.size === stats.size) {
      remember(paths.meta, meta, stats);
      return { meta, mtime: stats.mtime, handle };
    }
    if (attempt >= ATTEMPTS)
      return { meta: await recover(paths.data, stats, meta), mtime: stats.mtime, handle };
    await handle?.close();
    await sleep(attempt < 10 ? 1 : 10);
  }
}
