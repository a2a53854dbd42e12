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
import { toSrt, toVtt, type Cue } from '../shared/captions.ts';
import { TRANSCRIPT_TYPES } from '../../sermons/index.ts';
import { readTranscript } from '../shared/transcript.ts';
import { applyGlossary } from '../shared/glossary.ts';
import type { JobRecord } from '../shared/jobs.ts';
import { withSpeakers, type SpeakerSegment } from '../shared/speakers.ts';
import { purgePodcastCache } from '../../sermons/server/index.ts';
import { loadFeed, updateFeed } from '../../sermons/server/index.ts';
import { mediaUrl } from '../../sermons/server/index.ts';
import { deleteUnused } from '../../podcast/server/index.ts';
import { requestSearchRebuild } from '../../search/server/index.ts';
import { readText } from '../../../platform/server/storage/read.ts';
import { NotFound } from '../../../platform/server/storage/types.ts';
import type { EnabledTranscriptionDeps } from '../../../app/deps.ts';
import { reviewKey } from './job-store.ts';
import { outputKey, stepRecord, vttKey } from './start.ts';
import { readGlossary } from './vocabulary.ts';

/** Why a finished job's transcript was not added (the message staff read). */
class Discarded extends Error {}
/** The feed has this job's transcript already: nothing to write. */
class AlreadyThere extends Error {}

const REMOVED = 'The sermon was removed while it was transcribed; the transcript was discarded.';
const REPLACED =
  'The sermon’s audio was replaced while it was transcribed; the transcript of the old audio was discarded.';
const STAFF = 'Staff gave this sermon a transcript, so the machine transcript was not used.';

/** Speaker spans from Transcribe's JSON, or none when it has none (or cannot be read). */
async function speakerSegments(
  deps: EnabledTranscriptionDeps,
  job: JobRecord,
): Promise<SpeakerSegment[]> {
  try {
    const json = JSON.parse((await readText(deps.storage, outputKey(job.jobName))).text) as {
      results?: { speaker_labels?: { segments?: SpeakerSegment[] } };
    };
    return json.results?.speaker_labels?.segments ?? [];
  } catch {
    return [];
  }
}

/** The checked cues of the job's VTT, speakers and glossary applied. */
async function machineCues(deps: EnabledTranscriptionDeps, job: JobRecord): Promise<Cue[]> {
  let vtt: string;
  try {
    vtt = (await readText(deps.storage, vttKey(job.jobName))).text;
  } catch (error) {
    if (error instanceof NotFound)
      throw new Discarded(
        'Amazon Transcribe heard no speech in the audio, so there is no transcript.',
      );
    throw error;
  }
  const checked = readTranscript(vtt, job.duration);
  if (!checked.ok)
    throw new Discarded(`Transcribe’s transcript did not pass the checks: ${checked.message}`);
  const [segments, glossary] = await Promise.all([speakerSegments(deps, job), readGlossary()]);
  return applyGlossary(withSpeakers(checked.value, segments), glossary);
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
    outcome = { state: error.message === STAFF ? 'completed' : 'failed', message: error.message };
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
      outcome = { state: error.message === STAFF ? 'completed' : 'failed', message: error.message };
      await Promise.all(
        [keys.vtt, keys.srt].map((key) => deps.storage.delete(key).catch(() => {})),
      );
    } else throw error;
  }
  return stepRecord(deps, job, (current) => (current.state === outcome.state ? null : outcome));
}
