/**
 * What a finished job's output says beyond its words (docs/architecture.md section 10): the
 * speaker spans of Transcribe's JSON (REFERENCE, "Amazon Transcribe": `results.items`,
 * `results.speaker_labels.segments`), and how far into the audio it ran, which the month's usage
 * record keeps as the seconds Transcribe processed (usage.ts, `settle`).
 */
import type { Cue } from '../shared/captions.ts';
import type { JobRecord } from '../shared/jobs.ts';
import type { SpeakerSegment } from '../shared/speakers.ts';
import { readText } from '../../../platform/server/storage/read.ts';
import type { EnabledTranscriptionDeps } from '../../../app/deps.ts';
import { outputKey } from './start.ts';
import { monthOf, settle } from './usage.ts';

/** The parts of a job's JSON output the site reads. */
export interface JobOutput {
  segments: SpeakerSegment[];
  /** The last `end_time` in it (seconds); null when there is no output to read. */
  endSeconds: number | null;
}

interface Timed {
  end_time?: unknown;
}

/** The latest end of these spans (0 for none), read without spreading a long list. */
const lastEnd = (spans: Timed[]): number =>
  spans.reduce((latest, span) => {
    const end = Number(span.end_time);
    return Number.isFinite(end) && end > latest ? end : latest;
  }, 0);

/** The job's JSON output; no segments and no end when it cannot be read. */
export async function readOutput(
  deps: Pick<EnabledTranscriptionDeps, 'storage'>,
  job: JobRecord,
): Promise<JobOutput> {
  let results;
  try {
    const json = JSON.parse((await readText(deps.storage, outputKey(job.jobName))).text) as {
      results?: { items?: Timed[]; speaker_labels?: { segments?: SpeakerSegment[] } };
    };
    results = json.results ?? {};
  } catch {
    return { segments: [], endSeconds: null };
  }
  const segments = Array.isArray(results.speaker_labels?.segments)
    ? results.speaker_labels.segments
    : [];
  const items = Array.isArray(results.items) ? results.items : [];
  return { segments, endSeconds: Math.max(lastEnd(items), lastEnd(segments)) };
}

/** Where the cues end (0 for none). */
export const cuesEnd = (cues: readonly Cue[]): number =>
  cues.reduce((latest, cue) => Math.max(latest, cue.end), 0);

/**
 * Keeps in the month's usage the seconds Transcribe processed: how far its output ran, or the
 * measured length when longer (Transcribe bills the whole audio, silence too). Nothing when
 * there is no output to go by.
 */
export async function settleUsage(
  deps: Pick<EnabledTranscriptionDeps, 'storage'>,
  job: JobRecord,
  ran: number | null,
): Promise<void> {
  if (ran === null) return;
  const processed = Math.round(Math.max(ran, job.measured ? job.duration : 0));
  const month = job.month ?? monthOf(Date.parse(job.startedAt));
  await settle(deps.storage, job.jobName, processed, month);
}
