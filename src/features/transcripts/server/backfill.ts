/**
 * The archive's backfill (docs/architecture.md section 10): "transcribe every sermon without a
 * transcript". Starting it writes a queue, transcription/backfill.json, of those sermons; the
 * scheduled function (and the podcast admin page's GET) starts their jobs a few at a time, at most
 * BACKFILL_IN_FLIGHT open at once, so it carries on with the page closed. Stopping it starts
 * nothing more; jobs already running finish.
 */
import type { Episode } from '../../sermons/index.ts';
import { episodeWithSuffix } from '../../sermons/server/index.ts';
import { costUsd, isOpen } from '../shared/jobs.ts';
import type { BackfillEstimate, BackfillProgress } from '../shared/types.ts';
import { HttpError } from '../../../platform/server/http/errors.ts';
import { loadFeed } from '../../sermons/server/index.ts';
import { readText } from '../../../platform/server/storage/read.ts';
import { NotFound, PreconditionFailed } from '../../../platform/server/storage/types.ts';
import { TRANSCRIPTION_PREFIX, type StoredJob } from './job-store.ts';
import type { EnabledTranscriptionDeps } from '../../../app/deps.ts';
import { requestJob } from './start.ts';
import { suffixOf } from '../../sermons/server/index.ts';

const QUEUE_KEY = `${TRANSCRIPTION_PREFIX}backfill.json`;
/** Backfill jobs open at once (Transcribe allows 100 in the account). */
export const BACKFILL_IN_FLIGHT = 10;

interface Queue {
  state: 'running' | 'stopped' | 'done';
  suffixes: string[];
  startedAt: string;
}

async function readQueue(
  deps: EnabledTranscriptionDeps,
): Promise<{ queue: Queue; etag: string } | null> {
  try {
    const { text, etag } = await readText(deps.storage, QUEUE_KEY);
    return { queue: JSON.parse(text) as Queue, etag };
  } catch (error) {
    if (error instanceof NotFound) return null;
    throw error;
  }
}

async function writeQueue(
  deps: EnabledTranscriptionDeps,
  queue: Queue,
  etag: string | null,
): Promise<boolean> {
  try {
    await deps.storage.put(QUEUE_KEY, JSON.stringify(queue), {
      contentType: 'application/json',
      ...(etag === null ? { ifNoneMatch: '*' as const } : { ifMatch: etag }),
    });
    return true;
  } catch (error) {
    if (error instanceof PreconditionFailed) return false;
    throw error;
  }
}

/** Sermons without a transcript and without an open job. */
async function untranscribed(
  deps: EnabledTranscriptionDeps,
  jobs: StoredJob[],
): Promise<Episode[]> {
  const open = new Set(jobs.filter((s) => isOpen(s.job)).map((s) => s.job.suffix));
  const { feed } = await loadFeed(deps);
  return feed.items.filter((e) => !e.transcript && !open.has(suffixOf(deps.cfg, e.guid)));
}

/** What the backfill would take: sermons, seconds of audio, dollars. */
export async function estimateBackfill(
  deps: EnabledTranscriptionDeps,
  jobs: StoredJob[],
): Promise<BackfillEstimate> {
  const sermons = await untranscribed(deps, jobs);
  const seconds = Math.round(sermons.reduce((sum, e) => sum + e.duration, 0));
  return { sermons: sermons.length, seconds, estimatedCostUsd: costUsd(seconds) };
}

/** Starts the backfill (one at a time: a running one is refused). */
export async function startBackfill(
  deps: EnabledTranscriptionDeps,
  jobs: StoredJob[],
): Promise<number> {
  const current = await readQueue(deps);
  if (current?.queue.state === 'running')
    throw new HttpError(409, 'The archive is being transcribed already.');
  const suffixes = (await untranscribed(deps, jobs)).map((e) => suffixOf(deps.cfg, e.guid));
  const queue: Queue = {
    state: suffixes.length ? 'running' : 'done',
    suffixes,
    startedAt: new Date().toISOString(),
  };
  if (!(await writeQueue(deps, queue, current?.etag ?? null)))
    throw new HttpError(
      409,
      'The backfill was changed by someone else just now; please try again.',
    );
  return suffixes.length;
}

/** Stops the backfill: no new jobs (running ones finish). */
export async function stopBackfill(deps: EnabledTranscriptionDeps): Promise<void> {
  const current = await readQueue(deps);
  if (!current || current.queue.state !== 'running') return;
  await writeQueue(deps, { ...current.queue, state: 'stopped' }, current.etag);
}

/** The backfill's jobs: this queue's sermons with records made since it started. */
function ofQueue(queue: Queue, jobs: StoredJob[]): Map<string, StoredJob> {
  const wanted = new Set(queue.suffixes);
  return new Map(
    jobs
      .filter(
        (s) => s.job.backfill && wanted.has(s.job.suffix) && s.job.startedAt >= queue.startedAt,
      )
      .map((s) => [s.job.suffix, s]),
  );
}

/** Where the backfill stands; null when there never was one. */
export async function backfillProgress(
  deps: EnabledTranscriptionDeps,
  jobs: StoredJob[],
): Promise<BackfillProgress | null> {
  const current = await readQueue(deps);
  if (!current) return null;
  const { queue } = current;
  const mine = [...ofQueue(queue, jobs).values()].map((s) => s.job);
  const failed = mine.filter((j) => j.state === 'failed' || j.state === 'timed-out').length;
  const inFlight = mine.filter(isOpen).length;
  const done = mine.filter((j) => j.state === 'completed').length;
  const waiting = queue.state === 'running' ? queue.suffixes.length - mine.length : 0;
  return { state: queue.state, total: queue.suffixes.length, done, failed, inFlight, waiting };
}

/** Starts the next queued sermons while fewer than BACKFILL_IN_FLIGHT are open. */
export async function feedBackfill(
  deps: EnabledTranscriptionDeps,
  jobs: StoredJob[],
): Promise<void> {
  const current = await readQueue(deps);
  if (current?.queue.state !== 'running') return;
  const { queue } = current;
  const mine = ofQueue(queue, jobs);
  let room = BACKFILL_IN_FLIGHT - [...mine.values()].filter((s) => isOpen(s.job)).length;
  const next = queue.suffixes.filter((suffix) => !mine.has(suffix));
  if (next.length === 0) {
    if (room === BACKFILL_IN_FLIGHT)
      await writeQueue(deps, { ...queue, state: 'done' }, current.etag);
    return;
  }
  const { feed } = await loadFeed(deps);
  const gone: string[] = [];
  for (const suffix of next) {
    if (room <= 0) break;
    const episode = episodeWithSuffix(deps.cfg, feed, suffix);
    // a sermon removed, or given a transcript since, leaves the queue without a job
    if (!episode || episode.transcript) gone.push(suffix);
    else {
      await requestJob(deps, episode, { backfill: true });
      room--;
    }
  }
  if (gone.length) {
    const left = queue.suffixes.filter((suffix) => !gone.includes(suffix));
    const latest = await readQueue(deps);
    if (latest?.queue.state === 'running')
      await writeQueue(deps, { ...latest.queue, suffixes: left }, latest.etag);
  }
}
