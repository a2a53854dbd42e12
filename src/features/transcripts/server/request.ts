/**
 * Asking for a sermon's transcription job (docs/architecture.md section 10): the record is
 * written first, queued, by askFor's rule (one open job per sermon), and then started (start.ts).
 * New audio published while a job runs waits in the record until that job ends.
 */
import { randomBytes } from 'node:crypto';
import type { Episode } from '../../sermons/index.ts';
import { jobName } from '../shared/job-name.ts';
import { askFor, isOpen, STATE_MESSAGES, type JobAudio, type JobRecord } from '../shared/jobs.ts';
import type { Config } from '../../../platform/server/config/types.ts';
import { HttpError } from '../../../platform/server/http/errors.ts';
import { keyForUrl, suffixOf } from '../../sermons/server/index.ts';
import type { EnabledTranscriptionDeps } from '../../../app/deps.ts';
import { updateJob } from './job-store.ts';
import { startJob } from './start.ts';

/** A fresh queued record for the audio. */
function queuedRecord(suffix: string, audio: JobAudio, backfill: boolean, now: Date): JobRecord {
  const at = now.toISOString();
  return {
    suffix,
    ...audio,
    jobName: jobName(suffix, now, randomBytes(6).toString('hex')),
    state: 'queued',
    message: STATE_MESSAGES.queued,
    started: false,
    attempts: 0,
    ...(backfill ? { backfill } : {}),
    startedAt: at,
    updatedAt: at,
  };
}

/**
 * The episode's current audio, which must be in the site's storage; `measured` when its duration
 * is the frames counted at commit just now (the podcast service's `published` hook).
 */
function audioOf(cfg: Config, episode: Episode, measured: boolean): JobAudio {
  const audioKey = keyForUrl(cfg, episode.enclosure.url);
  if (!audioKey)
    throw new HttpError(
      409,
      'The sermon’s audio is not in the site’s storage, so it cannot be transcribed.',
    );
  const { title, duration } = episode;
  const audio = { title, audioUrl: episode.enclosure.url, audioKey, duration };
  return measured && duration > 0 ? { ...audio, measured } : audio;
}

const NOT_RETRYABLE =
  'This sermon’s transcription job has not failed, so it was not started again.';
const OVERRAN =
  'Amazon Transcribe heard more sound in this sermon’s audio than the file says it holds, so it is not sent again: it would be paid for again. Upload the audio again, exported afresh, to transcribe it.';

/**
 * Asks for a job for the episode's current audio and tries to start it; what happens to the
 * sermon's record is askFor's rule (one open job per sermon): with `retry` (staff's request)
 * anything but a failed or timed-out job is a 409 that starts nothing. Resolves with the record
 * as it stands.
 */
export async function requestJob(
  deps: EnabledTranscriptionDeps,
  episode: Episode,
  options: { backfill?: boolean; again?: boolean; retry?: boolean; measured?: boolean } = {},
): Promise<JobRecord> {
  const audio = audioOf(deps.cfg, episode, options.measured ?? false);
  const suffix = suffixOf(deps.cfg, episode.guid);
  const record = queuedRecord(suffix, audio, options.backfill ?? false, new Date(deps.clock.now()));
  let decision = 'replace' as ReturnType<typeof askFor>;
  let kept = null as JobRecord | null;
  const written = await updateJob(deps.storage, suffix, (current) => {
    decision = askFor(current, audio.audioUrl, options);
    kept = current;
    if (decision === 'replace') return record;
    const waits = current?.next?.audioUrl === audio.audioUrl; // asked again: nothing to write
    return decision === 'follow' && !waits ? { ...current!, next: audio } : null;
  });
  if (decision === 'refuse') throw new HttpError(409, kept?.overran ? OVERRAN : NOT_RETRYABLE);
  if (decision !== 'replace') return written?.job ?? kept ?? record;
  return (written && (await startJob(deps, written))) ?? written?.job ?? record;
}

/** Once a job has ended, starts the job of the audio that waited for it (JobRecord's `next`). */
export async function startWaiting(deps: EnabledTranscriptionDeps, job: JobRecord): Promise<void> {
  const now = new Date(deps.clock.now());
  const written = await updateJob(deps.storage, job.suffix, (current) =>
    current?.jobName === job.jobName && current.next && !isOpen(current)
      ? queuedRecord(current.suffix, current.next, false, now)
      : null,
  );
  if (written) await startJob(deps, written);
}
