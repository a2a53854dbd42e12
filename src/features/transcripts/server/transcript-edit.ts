/**
 * The transcript editor's server side (docs/requirements.md sections 5 and 7): a sermon's stored
 * transcript as cues, and a staff correction stored as an uploaded transcript is (checked by the
 * same rules, VTT and SRT under fresh keys, follow-along.ts), the episode marked reviewed in one
 * conditional feed write, which purges the CDN and asks search to rebuild (service.ts). A fault
 * anywhere leaves the stored files and the feed as they were.
 */
import type { Episode } from '../../sermons/index.ts';
import { toVtt, type Cue } from '../shared/captions.ts';
import {
  applyTranscriptEdit,
  editorCues,
  type SentTranscript,
  type TranscriptAnswer,
} from '../shared/transcript-edit.ts';
import { storedCues } from '../shared/transcript.ts';
import { HttpError } from '../../../platform/server/http/errors.ts';
import { readText } from '../../../platform/server/storage/read.ts';
import { NotFound } from '../../../platform/server/storage/types.ts';
import { loadFeed, type StoredFeed } from '../../sermons/server/index.ts';
import { findEpisode } from '../../sermons/server/index.ts';
import { storedKeys, storeFollowAlong } from '../../sermons/server/index.ts';
import { applyFollowAlong } from '../../sermons/server/index.ts';
import { keyForUrl } from '../../sermons/server/index.ts';
import { deleteUnused, updateFeed } from '../../podcast/server/index.ts';
import type { PodcastDeps } from '../../../app/deps.ts';
import { readJob, reviewKey, updateJob } from './job-store.ts';

const NONE = 'This sermon has no transcript to edit yet.';

interface Stored {
  read: StoredFeed;
  episode: Episode;
  cues: Cue[];
  /** The private key of a transcript waiting for review (TRANSCRIPTS_REVIEW_FIRST), if it is one. */
  waiting?: string;
}

/** The private key of the episode's transcript waiting for review, or null. */
async function waitingKey(deps: PodcastDeps, suffix: string, episode: Episode) {
  const stored = await readJob(deps.storage, suffix);
  const job = stored?.job;
  return job?.awaitingReview && job.audioUrl === episode.enclosure.url
    ? reviewKey(job.jobName)
    : null;
}

/** The episode with this suffix and its stored transcript's cues; 404 when it has none. */
async function storedTranscript(deps: PodcastDeps, suffix: string): Promise<Stored> {
  const read = await loadFeed(deps);
  const episode = findEpisode(deps.cfg, read.feed, suffix);
  const waiting = episode.transcript ? null : await waitingKey(deps, suffix, episode);
  const key = episode.transcript ? keyForUrl(deps.cfg, episode.transcript) : waiting;
  if (!key) throw new HttpError(404, NONE);
  try {
    const cues = storedCues((await readText(deps.storage, key)).text);
    return { read, episode, cues, ...(waiting ? { waiting } : {}) };
  } catch (error) {
    if (error instanceof NotFound) throw new HttpError(404, NONE);
    throw error;
  }
}

/** Whether a person has reviewed (or gave) the transcript: only a machine's is unreviewed. */
const sourceOf = (episode: Episode, waiting?: string): TranscriptAnswer['source'] =>
  waiting || episode.transcriptSource === 'machine' ? 'machine' : 'staff';

/** GET: the sermon's transcript as the editor shows it. */
export async function getTranscript(deps: PodcastDeps, suffix: string): Promise<TranscriptAnswer> {
  const { episode, cues, waiting } = await storedTranscript(deps, suffix);
  return {
    title: episode.title,
    audioUrl: episode.enclosure.url,
    source: sourceOf(episode, waiting),
    cues: editorCues(cues),
  };
}

/** Once saved, the transcript no longer waits: its private copy goes and the job says so. */
async function reviewed(deps: PodcastDeps, suffix: string, waiting: string): Promise<void> {
  await updateJob(deps.storage, suffix, (job) =>
    job?.awaitingReview && reviewKey(job.jobName) === waiting
      ? { ...job, awaitingReview: false, message: 'The machine transcript was reviewed and added.' }
      : null,
  );
  await deps.storage.delete(waiting).catch(() => {});
}

/** PUT: checks and stores the corrected transcript and marks it reviewed; the answer's message. */
export async function saveTranscript(
  deps: PodcastDeps,
  suffix: string,
  body: SentTranscript,
): Promise<string> {
  const { read, episode, cues, waiting } = await storedTranscript(deps, suffix);
  const edited = applyTranscriptEdit(cues, body);
  if (!edited.ok) throw new HttpError(400, edited.message);
  const stored = await storeFollowAlong(
    deps,
    { title: episode.title },
    { transcript: { field: 'transcript', bytes: Buffer.from(toVtt(edited.value)) } },
    episode.duration,
  );
  try {
    let replaced: string[] = [];
    const written = await updateFeed(
      deps,
      (feed) => {
        const current = findEpisode(deps.cfg, feed, suffix);
        if (current.transcript !== episode.transcript) {
          throw new HttpError(
            409,
            'The transcript was replaced while you were editing it: please open it again.',
          );
        }
        replaced = applyFollowAlong(deps, current, stored);
        current.transcriptSource = 'staff';
        return feed;
      },
      read,
    );
    await deleteUnused(deps, written, replaced);
  } catch (error) {
    for (const key of storedKeys(stored)) await deps.storage.delete(key).catch(() => {});
    throw error;
  }
  if (waiting) await reviewed(deps, suffix, waiting);
  return `The transcript of "${episode.title}" was saved and marked reviewed.`;
}
