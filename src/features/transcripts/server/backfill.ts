/**
 * The archive's backfill (docs/architecture.md section 10): "transcribe every sermon without a
 * transcript". Starting it writes a queue, transcription/backfill.json, of those sermons; the
 * scheduled function (and the podcast admin page's GET) starts their jobs a few at a time, at most
 * BACKFILL_IN_FLIGHT open at once, so it carries on with the page closed. Stopping it starts
 * nothing more; jobs already running finish.
 */
import type { Episode } from '../../sermons/index.ts';
import { episodeWithSuffix } from '../../sermons/server/index.ts';
import { costUsd, coversAudio, isOpen, shownOf } from '../shared/jobs.ts';
import type { BackfillEstimate, BackfillProgress, BackfillShown } from '../shared/types.ts';
import { HttpError } from '../../../platform/server/http/errors.ts';
import { loadFeed } from '../../sermons/server/index.ts';
import * as z from '../../../platform/shared/vendor/zod-mini.mjs';
import { jsonRecord } from '../../../platform/server/storage/record-format.ts';
import {
  readRecord,
  RecordBusy,
  updateRecord,
  type RecordChange,
} from '../../../platform/server/storage/update-record.ts';
import { TRANSCRIPTION_PREFIX, type StoredJob } from './job-store.ts';
import type { EnabledTranscriptionDeps } from '../../../app/deps.ts';
import { requestJob } from './request.ts';
import { ceilingOf, monthUsage } from './usage.ts';
import { suffixOf } from '../../sermons/server/index.ts';

const QUEUE_KEY = `${TRANSCRIPTION_PREFIX}backfill.json`;
/** Backfill jobs open at once (Transcribe allows 100 in the account). */
export const BACKFILL_IN_FLIGHT = 10;

const QUEUE_SCHEMA = z.object({
  state: z.enum(['running', 'stopped', 'done']),
  suffixes: z.array(z.string()),
  startedAt: z.string(),
});
type Queue = z.output<typeof QUEUE_SCHEMA>;
const QUEUE = jsonRecord(QUEUE_SCHEMA);

async function readQueue(deps: EnabledTranscriptionDeps): Promise<Queue | null> {
  return (await readRecord(deps.storage, QUEUE_KEY, QUEUE))?.value ?? null;
}

/** Changes the queue (docs/architecture.md section 4, "Stored records"). */
async function changeQueue(
  deps: EnabledTranscriptionDeps,
  change: RecordChange<Queue>,
): Promise<void> {
  await updateRecord(deps.storage, QUEUE_KEY, QUEUE, change);
}

/** Sermons without a transcript or a job that coversAudio (one awaiting review counts): none paid twice. */
async function untranscribed(
  deps: EnabledTranscriptionDeps,
  jobs: StoredJob[],
): Promise<Episode[]> {
  const bySuffix = new Map(jobs.map((s) => [s.job.suffix, s.job]));
  const { feed } = await loadFeed(deps);
  return feed.items.filter(
    (e) => !e.transcript && !coversAudio(bySuffix.get(suffixOf(deps.cfg, e.guid)), e.enclosure.url),
  );
}

/** What the backfill would take: sermons, seconds of audio, dollars. */
export async function estimateBackfill(
  deps: EnabledTranscriptionDeps,
  jobs: StoredJob[],
): Promise<BackfillEstimate> {
  const sermons = await untranscribed(deps, jobs);
  const seconds = Math.round(sermons.reduce((sum, e) => sum + e.duration, 0));
  const month = await monthUsage(deps.storage, deps.clock.now(), ceilingOf(deps.cfg));
  return { sermons: sermons.length, seconds, estimatedCostUsd: costUsd(seconds), month };
}

/** 409 unless staff confirmed the estimate as it stands now: the spending is theirs to agree. */
function confirmEstimate(shown: BackfillShown | null, sermons: Episode[]): void {
  if (!shown)
    throw new HttpError(409, 'Ask for the estimate first, and start from it: nothing was started.');
  const seconds = Math.round(sermons.reduce((sum, e) => sum + e.duration, 0));
  const now = shownOf({ sermons: sermons.length, seconds });
  if (now.sermons !== shown.sermons || now.minutes !== shown.minutes)
    throw new HttpError(
      409,
      `The archive has changed since its estimate: it is now ${now.sermons} sermons, ` +
        `${now.minutes} minutes of audio. Nothing was started; look again before starting.`,
    );
}

/**
 * Starts the backfill with the estimate staff confirmed (`shown`); one at a time: a running one
 * is refused.
 */
export async function startBackfill(
  deps: EnabledTranscriptionDeps,
  jobs: StoredJob[],
  shown: BackfillShown | null,
): Promise<number> {
  let queued = 0;
  await changeQueue(deps, async (current) => {
    if (current?.state === 'running')
      throw new HttpError(409, 'The archive is being transcribed already.');
    const sermons = await untranscribed(deps, jobs);
    confirmEstimate(shown, sermons);
    const suffixes = sermons.map((e) => suffixOf(deps.cfg, e.guid));
    queued = suffixes.length;
    const state = suffixes.length ? 'running' : 'done';
    return { state, suffixes, startedAt: new Date(deps.clock.now()).toISOString() };
  }).catch((error: unknown) => {
    if (!(error instanceof RecordBusy)) throw error;
    throw new HttpError(
      409,
      'The backfill was changed by someone else just now; please try again.',
    );
  });
  return queued;
}

/** Stops the backfill: no new jobs (running ones finish). */
export async function stopBackfill(deps: EnabledTranscriptionDeps): Promise<void> {
  await changeQueue(deps, (current) =>
    current?.state === 'running' ? { ...current, state: 'stopped' } : null,
  );
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
  const queue = await readQueue(deps);
  if (!queue) return null;
  const mine = [...ofQueue(queue, jobs).values()].map((s) => s.job);
  const failed = mine.filter((j) => j.state === 'failed' || j.state === 'timed-out').length;
  const inFlight = mine.filter(isOpen).length;
  const held = mine.filter((j) => isOpen(j) && j.heldUntil).length;
  const done = mine.filter((j) => j.state === 'completed').length;
  const waiting = queue.state === 'running' ? queue.suffixes.length - mine.length : 0;
  const total = queue.suffixes.length;
  return { state: queue.state, total, done, failed, inFlight, held, waiting };
}

/** Starts queued sermons while fewer than BACKFILL_IN_FLIGHT are open, until `deadline` (starts measure). */
export async function feedBackfill(
  deps: EnabledTranscriptionDeps,
  jobs: StoredJob[],
  deadline = Infinity,
): Promise<void> {
  const queue = await readQueue(deps);
  if (queue?.state !== 'running') return;
  // a change for this run of the backfill only, while it runs
  const stillRunning = (current: Queue | null): current is Queue =>
    current?.state === 'running' && current.startedAt === queue.startedAt;
  const mine = ofQueue(queue, jobs);
  let room = BACKFILL_IN_FLIGHT - [...mine.values()].filter((s) => isOpen(s.job)).length;
  const next = queue.suffixes.filter((suffix) => !mine.has(suffix));
  if (next.length === 0) {
    if (room === BACKFILL_IN_FLIGHT)
      await changeQueue(deps, (current) =>
        stillRunning(current) ? { ...current, state: 'done' } : null,
      );
    return;
  }
  const { feed } = await loadFeed(deps);
  const bySuffix = new Map(jobs.map((s) => [s.job.suffix, s.job]));
  const gone: string[] = [];
  for (const suffix of next) {
    if (room <= 0 || deps.clock.now() > deadline) break;
    const episode = episodeWithSuffix(deps.cfg, feed, suffix);
    // removed, given a transcript, or covered by a job since: it leaves the queue without a job
    const covered = episode && coversAudio(bySuffix.get(suffix), episode.enclosure.url);
    if (!episode || episode.transcript || covered) gone.push(suffix);
    else {
      await requestJob(deps, episode, { backfill: true });
      room--;
    }
  }
  if (gone.length)
    await changeQueue(deps, (current) =>
      stillRunning(current)
        ? { ...current, suffixes: current.suffixes.filter((suffix) => !gone.includes(suffix)) }
        : null,
    );
}
