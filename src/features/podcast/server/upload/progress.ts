/**
 * Upload progress of the files this site receives, published as `s3UploadStatus` events on
 * GET /api/sse (docs/requirements.md section 3). Each whole percent is pushed at once to the streams of the
 * same process (an in-process emitter: `npm start` runs uploads and streams together). On
 * Netlify the upload and the stream run in different function instances that share no memory,
 * so the uploading instance also records the steps in `progress/<id>.json` (writes coalesced,
 * never two at once) and a stream polls that prefix slowly (once a second) for uploads of other
 * instances. Where instances share no storage either (a demo deploy's temp folders), such a
 * stream stays quiet and the podcast admin page says so. Files the browser puts straight into S3
 * report their own progress.
 */
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { UploadProgress } from '../../shared/types.ts';
import type { Storage, StoredObject } from '../../../../platform/server/storage/types.ts';
import { readText } from '../../../../platform/server/storage/read.ts';
import type { Clock } from '../../../../platform/shared/clock.ts';

const PREFIX = 'progress/';
/** Records older than this are swept when a new upload starts. */
const KEEP_MS = 60 * 60_000;
/** How often a stream looks in storage for uploads of other instances. */
export const PROGRESS_POLL_MS = 1000;

/** Steps of this process's uploads, as they happen: `(key, record)`. */
const local = new EventEmitter().setMaxListeners(0);

/** What one upload's record holds: every percent reached so far, and whether it ended. */
interface Record {
  action: string;
  file: string;
  steps: number[];
  done: boolean;
}

async function sweep(storage: Storage, now: number): Promise<void> {
  const old = (await storage.list(PREFIX)).filter((o) => now - o.lastModified.getTime() > KEEP_MS);
  await Promise.all(old.map((o) => storage.delete(o.key).catch(() => {})));
}

/**
 * A reporter for one file: records whole-percent steps (not every chunk) and a final `done`.
 * `total` is the expected size when the client told it, else an estimate. Recording never
 * slows or fails the upload; `finish` resolves once the final step is stored.
 */
export function progressReporter(
  { storage, clock }: { storage: Storage; clock: Clock },
  action: string,
  file: string,
  total: number,
) {
  const key = `${PREFIX}${clock.now()}-${randomUUID()}.json`;
  const record: Record = { action, file, steps: [], done: false };
  let writing: Promise<void> = sweep(storage, clock.now()).catch(() => {});
  let queued = false;
  const write = () => {
    if (queued) return writing;
    queued = true;
    writing = writing.then(async () => {
      queued = false;
      await storage
        .put(key, JSON.stringify(record), { contentType: 'application/json' })
        .catch((error: unknown) => console.error('Could not record upload progress:', error));
    });
    return writing;
  };
  return {
    update(loaded: number): void {
      const percent = total > 0 ? Math.min(99, Math.floor((loaded / total) * 100)) : 0;
      if (percent === record.steps.at(-1)) return;
      record.steps.push(percent);
      local.emit('step', key, record);
      void write();
    },
    finish(ok: boolean): Promise<void> {
      if (!ok) record.action = 'failed';
      if (ok) record.steps.push(100);
      record.done = true;
      local.emit('step', key, record);
      return write();
    },
  };
}

/** The events a record adds beyond the first `sent` steps. */
function newEvents(record: Record, sent: number): UploadProgress[] {
  const events = record.steps.slice(sent).map((percent, i, fresh) => ({
    action: record.action,
    file: record.file,
    percent,
    done: record.done && i === fresh.length - 1,
  }));
  // a failure records no step of its own: say so at the last percent reached
  if (record.done && !events.length)
    events.push({
      action: record.action,
      file: record.file,
      percent: record.steps.at(-1) ?? 0,
      done: true,
    });
  return events;
}

export interface WatchOptions {
  /** Uploads that progressed before this time (ms since the epoch) are not reported. */
  since: number;
  /** How often storage is looked at for other instances' uploads; PROGRESS_POLL_MS unless a test asks. */
  intervalMs?: number;
  /**
   * Called once every upload heard of has ended and none has started for `settleMs`: the
   * stream's uploads are over (a submission's image and audio arrive one after the other).
   */
  onSettled?: () => void;
  settleMs?: number;
}

interface Seen {
  etag?: string;
  steps: number;
  done: boolean;
  /** Pushed by this process's emitter: the poll leaves it alone. */
  local: boolean;
}

async function readRecord(
  storage: Storage,
  key: string,
): Promise<{ record: Record; etag: string } | null> {
  const got = await readText(storage, key).catch(() => null);
  if (!got) return null;
  return { record: JSON.parse(got.text) as Record, etag: got.etag };
}

/**
 * Sends each step of uploads that progress after `since` once and in order: pushed from this
 * process's uploads, polled from storage for the others'. Returns the function that stops it.
 */
export function watchProgress(
  storage: Storage,
  send: (progress: UploadProgress) => void,
  options: WatchOptions,
): () => void {
  const seen = new Map<string, Seen>();
  let stopped = false;
  let settle: ReturnType<typeof setTimeout> | undefined;
  const deliver = (key: string, record: Record, from: { local: boolean; etag?: string }) => {
    const before = seen.get(key);
    if (stopped || before?.done) return;
    for (const event of newEvents(record, before?.steps ?? 0)) if (!stopped) send(event);
    const steps = Math.max(before?.steps ?? 0, record.steps.length);
    seen.set(key, {
      ...from,
      local: from.local || Boolean(before?.local),
      steps,
      done: record.done,
    });
    clearTimeout(settle);
    if ([...seen.values()].every((s) => s.done) && options.onSettled)
      settle = setTimeout(() => !stopped && options.onSettled?.(), options.settleMs ?? 3000);
  };
  const onStep = (key: string, record: Record) => deliver(key, record, { local: true });
  local.on('step', onStep);
  const fresh = (o: StoredObject) => o.lastModified.getTime() >= options.since - 1000;
  const poll = async () => {
    for (const object of (await storage.list(PREFIX)).filter(fresh)) {
      const before = seen.get(object.key);
      if (stopped || before?.done || before?.local || before?.etag === object.etag) continue;
      const got = await readRecord(storage, object.key);
      if (got) deliver(object.key, got.record, { local: false, etag: got.etag });
    }
  };
  const loop = async () => {
    while (!stopped) {
      await poll().catch((error: unknown) =>
        console.error('Could not read upload progress:', error),
      );
      await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? PROGRESS_POLL_MS));
    }
  };
  void loop();
  return () => {
    stopped = true;
    clearTimeout(settle);
    local.off('step', onStep);
  };
}
