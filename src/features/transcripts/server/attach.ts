/**
 * Attaching a finished job's transcript to its sermon (docs/architecture.md section 10). Reads
 * Transcribe's VTT (and its JSON, for the speakers) from the bucket's private prefix, checks it
 * with the rules of an uploaded transcript, applies the glossary, stores VTT and SRT beside the
 * audio under names made from the job's name, and adds them to the feed with a conditional
 * write. So two instances finishing the same job write the same files and one feed change; a
 * sermon removed, given new audio, or given a transcript by staff meanwhile keeps what it has.
 */
import { episodeWithSuffix } from '../../sermons/server/index.ts';
import type { Feed } from '../../sermons/index.ts';
import { clock, END_SLACK_SECONDS, toSrt, toVtt, type Cue } from '../shared/captions.ts';
import { TRANSCRIPT_TYPES } from '../../sermons/index.ts';
import { readTranscript } from '../shared/transcript.ts';
import { applyGlossary } from '../shared/glossary.ts';
import type { JobRecord } from '../shared/jobs.ts';
import { withSpeakers } from '../shared/speakers.ts';
import { purgePodcastCache } from '../../sermons/server/index.ts';
import { loadFeed, updateFeed } from '../../sermons/server/index.ts';
import { mediaUrl } from '../../sermons/server/index.ts';
import { deleteUnused } from '../../podcast/server/index.ts';
import { requestSearchRebuild } from '../../search/server/index.ts';
import { readText } from '../../../platform/server/storage/read.ts';
import { NotFound } from '../../../platform/server/storage/types.ts';
import type { EnabledTranscriptionDeps } from '../../../app/deps.ts';
import { reviewKey } from './job-store.ts';
import { cuesEnd, readOutput, settleUsage } from './output.ts';
import { stepRecord, vttKey } from './start.ts';
import { readGlossary } from './vocabulary.ts';

/** Why a finished job's transcript was not added (the message staff read). */
class Discarded extends Error {
  /** The transcript ran past the audio: the job is not sent again (isRetryable). */
  readonly overran: boolean;
  constructor(message: string, overran = false) {
    super(message);
    this.overran = overran;
  }
}
/** The feed has this job's transcript already: nothing to write. */
class AlreadyThere extends Error {}

const REMOVED = 'The sermon was removed while it was transcribed; the transcript was discarded.';
const REPLACED =
  'The sermon’s audio was replaced while it was transcribed; the transcript of the old audio was discarded.';
const STAFF = 'Staff gave this sermon a transcript, so the machine transcript was not used.';

/** The message of a transcript that ran past the audio, which hid its length. */
const overranMessage = (ran: number, duration: number): string =>
  `Amazon Transcribe heard sound until ${clock(ran)}, past the end of the audio (${clock(duration)}): the file holds more than it says. The transcript was discarded, and the job is not started again, which would be paid for again; upload the audio again to transcribe it.`;

/**
 * The checked cues of the job's VTT, speakers and glossary applied. Settles the month's usage
 * first, with how far the output ran; a transcript past the audio is Discarded as overran.
 */
async function machineCues(deps: EnabledTranscriptionDeps, job: JobRecord): Promise<Cue[]> {
  const output = await readOutput(deps, job);
  let vtt: string;
  try {
    vtt = (await readText(deps.storage, vttKey(job.jobName))).text;
  } catch (error) {
    if (!(error instanceof NotFound)) throw error;
    await settleUsage(deps, job, output.endSeconds);
    throw new Discarded(
      'Amazon Transcribe heard no speech in the audio, so there is no transcript.',
    );
  }
  const checked = readTranscript(vtt, 0); // its end is checked below, against the audio
  const ran = Math.max(output.endSeconds ?? 0, checked.ok ? cuesEnd(checked.value) : 0);
  await settleUsage(deps, job, ran);
  if (job.duration > 0 && ran > job.duration + END_SLACK_SECONDS)
    throw new Discarded(overranMessage(ran, job.duration), true);
  if (!checked.ok)
    throw new Discarded(`Transcribe’s transcript did not pass the checks: ${checked.message}`);
  const glossary = await readGlossary();
  return applyGlossary(withSpeakers(checked.value, output.segments), glossary);
}

/** What a discarded transcript leaves in the record. */
function discardedOutcome(error: Discarded): Partial<JobRecord> {
  const state = error.message === STAFF ? 'completed' : 'failed';
  return { state, message: error.message, ...(error.overran ? { overran: true } : {}) };
}

/** The stored transcript's keys: beside the audio, named by the job. */
function transcriptKeys(job: JobRecord): { vtt: string; srt: string } {
  const folder = job.audioKey.slice(0, job.audioKey.lastIndexOf('/') + 1);
  return { vtt: `${folder}${job.jobName}.vtt`, srt: `${folder}${job.jobName}.srt` };
}

/** The feed change: the episode's machine transcript, unless it may not have one. */
function addTo(
  deps: EnabledTranscriptionDeps,
  job: JobRecord,
  urls: { vtt: string; srt: string },
  old: string[],
) {
  return (feed: Feed): Feed => {
    old.length = 0;
    const episode = episodeWithSuffix(deps.cfg, feed, job.suffix);
    if (!episode) throw new Discarded(REMOVED);
    if (episode.enclosure.url !== job.audioUrl) throw new Discarded(REPLACED);
    if (episode.transcript === urls.vtt) throw new AlreadyThere();
    if (episode.transcriptSource === 'staff') throw new Discarded(STAFF);
    old.push(...[episode.transcript, episode.transcriptSrt].filter((u): u is string => !!u));
    episode.transcript = urls.vtt;
    episode.transcriptSrt = urls.srt;
    episode.transcriptSource = 'machine';
    return feed;
  };
}

/** Why a job's sermon no longer wants it (removed, or given new audio), or null. */
export async function goneReason(
  deps: EnabledTranscriptionDeps,
  job: JobRecord,
): Promise<string | null> {
  const { feed } = await loadFeed(deps);
  const episode = episodeWithSuffix(deps.cfg, feed, job.suffix);
  if (!episode) return REMOVED;
  return episode.enclosure.url === job.audioUrl ? null : REPLACED;
}

/** The job's message while its transcript waits for staff (TRANSCRIPTS_REVIEW_FIRST). */
export const AWAITING_REVIEW =
  'The machine transcript waits for review: it is public once staff save it in the editor.';

/**
 * TRANSCRIPTS_REVIEW_FIRST (docs/security.md, "Where each rule is enforced"): the checked transcript is kept
 * under the private prefix and the feed is not touched, so no public page, feed, answer,
 * bucket object or search record has it until staff save it (transcript-edit.ts).
 */
async function keepForReview(
  deps: EnabledTranscriptionDeps,
  job: JobRecord,
): Promise<JobRecord | null> {
  let outcome: Partial<JobRecord>;
  try {
    const cues = await machineCues(deps, job);
    const { feed } = await loadFeed(deps);
    const episode = episodeWithSuffix(deps.cfg, feed, job.suffix);
    if (!episode) throw new Discarded(REMOVED);
    if (episode.enclosure.url !== job.audioUrl) throw new Discarded(REPLACED);
    if (episode.transcriptSource === 'staff') throw new Discarded(STAFF);
    await deps.storage.put(reviewKey(job.jobName), toVtt(cues), {
      contentType: `${TRANSCRIPT_TYPES.vtt}; charset=utf-8`,
    });
    outcome = { state: 'completed', message: AWAITING_REVIEW, awaitingReview: true };
  } catch (error) {
    if (!(error instanceof Discarded)) throw error;
    outcome = discardedOutcome(error);
  }
  return stepRecord(deps, job, (current) => (current.state === outcome.state ? null : outcome));
}

/** Adds a completed job's transcript to its sermon, then records how it ended. */
export async function attachJob(
  deps: EnabledTranscriptionDeps,
  job: JobRecord,
): Promise<JobRecord | null> {
  if (deps.cfg.transcribe.enabled && deps.cfg.transcribe.reviewFirst)
    return keepForReview(deps, job);
  const keys = transcriptKeys(job);
  const urls = { vtt: mediaUrl(deps.cfg, keys.vtt), srt: mediaUrl(deps.cfg, keys.srt) };
  const old: string[] = [];
  let outcome: Partial<JobRecord>;
  try {
    const cues = await machineCues(deps, job);
    await deps.storage.put(keys.vtt, toVtt(cues), {
      contentType: `${TRANSCRIPT_TYPES.vtt}; charset=utf-8`,
    });
    await deps.storage.put(keys.srt, toSrt(cues), {
      contentType: `${TRANSCRIPT_TYPES.srt}; charset=utf-8`,
    });
    const written = await updateFeed(deps, addTo(deps, job, urls, old));
    await Promise.all([purgePodcastCache(deps.cfg), requestSearchRebuild(deps.cfg)]);
    await deleteUnused(deps, written, old);
    outcome = { state: 'completed', message: 'The machine transcript was added to the sermon.' };
  } catch (error) {
    if (error instanceof AlreadyThere)
      outcome = { state: 'completed', message: 'The machine transcript was added to the sermon.' };
    else if (error instanceof Discarded) {
      outcome = discardedOutcome(error);
      await Promise.all(
        [keys.vtt, keys.srt].map((key) => deps.storage.delete(key).catch(() => {})),
      );
    } else throw error;
  }
  return stepRecord(deps, job, (current) => (current.state === outcome.state ? null : outcome));
}
