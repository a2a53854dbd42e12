/**
 * How a large file goes up in parts (S3 multipart, presigned per part): the part size, the byte
 * range of each part, the wait before retrying a part, and the fingerprint that lets a reloaded
 * page recognise the same file. Pure, shared by the browser and the server.
 */

/** S3's smallest part (all but the last) and largest number of parts. */
export const MIN_PART_BYTES = 5 * 1024 * 1024;
export const MAX_PARTS = 10_000;
/** 16 MB parts: a 300 MB sermon is 19 parts, and a dropped connection costs seconds, not minutes. */
export const PART_BYTES = 16 * 1024 * 1024;
/** Parts in flight at once: enough to fill a church's upstream, few enough not to choke it. */
export const PARTS_IN_FLIGHT = 4;
/** Part URLs signed at a time (each lives 15 minutes): on start, on resume, and per ask. */
export const PART_BATCH = 8;

/** One part: its 1-based number and its bytes [start, end). */
export interface PartPlan {
  partNumber: number;
  start: number;
  end: number;
}

/** The part size for a file: PART_BYTES, or larger when the file would need too many parts. */
export function partSizeFor(size: number): number {
  return Math.max(PART_BYTES, MIN_PART_BYTES, Math.ceil(size / MAX_PARTS));
}

/** The parts of a file of `size` bytes (at least one, even for an empty file). */
export function planParts(size: number, partSize = partSizeFor(size)): PartPlan[] {
  if (!Number.isSafeInteger(size) || size < 0) throw new RangeError(`Not a file size: ${size}`);
  if (partSize < MIN_PART_BYTES) throw new RangeError(`Parts must be at least 5 MB`);
  const count = Math.max(1, Math.ceil(size / partSize));
  return Array.from({ length: count }, (_, i) => ({
    partNumber: i + 1,
    start: i * partSize,
    end: Math.min(size, (i + 1) * partSize),
  }));
}

/**
 * Milliseconds to wait before retry `attempt` (1 for the first retry) of a part: exponential
 * from half a second, capped at 30 s, with full jitter so parts that failed together do not
 * all come back at the same instant. `random` is injectable for tests.
 */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(30_000, 500 * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** What identifies a chosen file across a reload: its name, size and last change. */
export function fileFingerprint(file: {
  name: string;
  size: number;
  lastModified: number;
}): string {
  return `${file.name}\u0000${file.size}\u0000${file.lastModified}`;
}

/** Bytes of the finished parts, for progress that only counts what S3 has. */
export function finishedBytes(plan: readonly PartPlan[], finished: ReadonlySet<number>): number {
  return plan.reduce((sum, p) => (finished.has(p.partNumber) ? sum + p.end - p.start : sum), 0);
}

/** A part URL this close to its expiry is signed again before it is used. */
export const URL_MARGIN_MS = 60_000;

/**
 * The parts to ask fresh URLs for when `partNumber` has none fit to use: it first, then the
 * next parts of the queue without one, up to `batch` in all.
 */
export function partsToSign(
  partNumber: number,
  queue: readonly number[],
  fresh: (partNumber: number) => boolean,
  batch: number,
): number[] {
  const wanted = [partNumber, ...queue.filter((n) => n !== partNumber && !fresh(n))];
  return wanted.slice(0, batch);
}
