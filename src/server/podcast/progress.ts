/**
 * Upload progress of the files this site receives, published as `s3UploadStatus` events on
 * GET /api/sse (SPEC.md section 3). On Netlify the upload and the event stream run in different
 * function instances that share no memory, so progress travels through storage: the uploading
 * instance records each whole percent in `progress/<id>.json` (writes coalesced, never two at
 * once), and the stream polls that prefix and sends the steps it has not sent yet. Where
 * instances share no storage either (a demo deploy's temp folders), the stream stays quiet and
 * the admin page says so. Files the browser puts straight into S3 report their own progress.
 */
import { randomUUID } from 'node:crypto';
import type { UploadProgress } from '../../lib/api-types.ts';
import type { Storage, StoredObject } from '../storage/types.ts';

const PREFIX = 'progress/';
/** Records older than this are swept when a new upload starts. */
const KEEP_MS = 60 * 60_000;

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
export function progressReporter(storage: Storage, action: string, file: string, total: number) {
  const key = `${PREFIX}${Date.now()}-${randomUUID()}.json`;
  const record: Record = { action, file, steps: [], done: false };
  let writing: Promise<void> = sweep(storage, Date.now()).catch(() => {});
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
      void write();
    },
    finish(ok: boolean): Promise<void> {
      if (!ok) record.action = 'failed';
      if (ok) record.steps.push(100);
      record.done = true;
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

/**
 * Polls storage for uploads that progress after `since`, calling `send` with each step once
 * and in order. Returns the function that stops it.
 */
export function watchProgress(
  storage: Storage,
  send: (progress: UploadProgress) => void,
  options: { since: number; intervalMs?: number },
): () => void {
  const sent = new Map<string, { etag: string; steps: number; done: boolean }>();
  let stopped = false;
  const fresh = (o: StoredObject) => o.lastModified.getTime() >= options.since - 1000;
  const poll = async () => {
    for (const object of (await storage.list(PREFIX)).filter(fresh)) {
      const seen = sent.get(object.key);
      if (stopped || seen?.done || seen?.etag === object.etag) continue;
      const got = await storage.get(object.key).catch(() => null);
      if (!got) continue;
      const chunks: Buffer[] = [];
      for await (const chunk of got.body) chunks.push(chunk as Buffer);
      const record = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record;
      const events = newEvents(record, seen?.steps ?? 0);
      for (const event of events) if (!stopped) send(event);
      sent.set(object.key, { etag: got.etag, steps: record.steps.length, done: record.done });
    }
  };
  const loop = async () => {
    while (!stopped) {
      await poll().catch((error: unknown) =>
        console.error('Could not read upload progress:', error),
      );
      await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 250));
    }
  };
  void loop();
  return () => {
    stopped = true;
  };
}
