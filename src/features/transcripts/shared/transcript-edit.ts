/**
 * Staff corrections to a stored transcript (docs/requirements.md section 5, the transcript
 * editor): the cues come back with their text corrected and their times as stored, and each
 * speaker label may be named once for the whole sermon. Every fault names its cue. Pure.
 */
import { clock, type Cue } from './captions.ts';
import { fail, type Checked } from '../../../platform/shared/checked.ts';

/** One cue as the editor shows and sends it; `voice` is the speaker label or null. */
export interface EditorCue {
  start: number;
  end: number;
  voice: string | null;
  text: string;
}

/** GET /api/transcription/transcripts/{suffix}. */
export interface TranscriptAnswer {
  title: string;
  audioUrl: string;
  /** `machine` until a person has reviewed it; `staff` once they have (or gave it). */
  source: 'machine' | 'staff';
  cues: EditorCue[];
}

/** PUT /api/transcription/transcripts/{suffix} body: the cues, and new names per label. */
export interface TranscriptSave {
  cues: EditorCue[];
  speakers?: Record<string, string>;
}

/** A PUT body as the server's schema reads it (server/transcript-body.ts). */
export interface SentTranscript {
  cues: { start: number; end: number; voice?: string | null | undefined; text: string }[];
  speakers?: Record<string, string> | null | undefined;
}
type SentCue = SentTranscript['cues'][number];

/** A cue's words may be this long; a sermon's longest cue is a few hundred characters. */
export const MAX_CUE_CHARS = 2000;
/** A speaker's name may be this long. */
export const MAX_SPEAKER_CHARS = 100;
/** Times sent back must match the stored ones to the millisecond WebVTT keeps. */
const SAME_TIME = 0.0005;

/** The stored cues as the editor's. */
export const editorCues = (cues: readonly Cue[]): EditorCue[] =>
  cues.map((cue) => ({ start: cue.start, end: cue.end, voice: cue.voice ?? null, text: cue.text }));

/** Each distinct speaker label, in the order they first speak. */
export const speakersOf = (cues: readonly { voice?: string | null }[]): string[] => [
  ...new Set(cues.map((cue) => cue.voice).filter((voice): voice is string => Boolean(voice))),
];

/** A name as it will be stored (one line, single spaces), or the fault. */
function checkName(value: string, what: string): Checked<string> {
  const name = value.replace(/\s+/g, ' ').trim();
  if (!name) return fail(`${what} is empty: please type a name.`);
  if (name.length > MAX_SPEAKER_CHARS)
    return fail(`${what} is longer than ${MAX_SPEAKER_CHARS} characters.`);
  return { ok: true, value: name };
}

/** One sent cue checked against the stored one at the same place. */
function checkCue(sent: SentCue, stored: Cue, n: number): Checked<Cue> {
  const at = `Cue ${n} (${clock(stored.start)})`;
  if (
    Math.abs(sent.start - stored.start) > SAME_TIME ||
    Math.abs(sent.end - stored.end) > SAME_TIME
  ) {
    return fail(
      `${at}: its times must stay ${clock(stored.start)} to ${clock(stored.end)}; only the words can be corrected.`,
    );
  }
  if (!sent.text.trim()) return fail(`${at} has no words: every cue needs its words.`);
  if (sent.text.length > MAX_CUE_CHARS)
    return fail(`${at} is longer than ${MAX_CUE_CHARS} characters.`);
  const cue: Cue = { start: stored.start, end: stored.end, text: sent.text.trim() };
  if (sent.voice === null || sent.voice === undefined) return { ok: true, value: cue };
  const name = checkName(sent.voice, `${at}: its speaker`);
  return name.ok ? { ok: true, value: { ...cue, voice: name.value } } : name;
}

/** The renames asked for, each label one this transcript uses. */
function checkSpeakers(
  sent: SentTranscript['speakers'],
  labels: Set<string>,
): Checked<Map<string, string>> {
  const renames = new Map<string, string>();
  for (const [label, value] of Object.entries(sent ?? {})) {
    if (!labels.has(label)) return fail(`No cue of this transcript is spoken by "${label}".`);
    const name = checkName(value, `The name for "${label}"`);
    if (!name.ok) return name;
    renames.set(label, name.value);
  }
  return { ok: true, value: renames };
}

/**
 * The corrected cues from a PUT body of the right shape (server/transcript-body.ts), checked
 * against the stored cues: the same number, each with its stored times, its words not empty;
 * speaker labels renamed as `speakers` asks.
 */
export function applyTranscriptEdit(stored: readonly Cue[], body: SentTranscript): Checked<Cue[]> {
  const sent = body.cues;
  if (sent.length !== stored.length) {
    return fail(
      `The transcript has ${stored.length} cues but ${sent.length} were sent: cues cannot be added or removed here.`,
    );
  }
  const cues: Cue[] = [];
  for (const [i, cue] of sent.entries()) {
    const checked = checkCue(cue, stored[i]!, i + 1);
    if (!checked.ok) return checked;
    cues.push(checked.value);
  }
  const renames = checkSpeakers(body.speakers, new Set(speakersOf(cues)));
  if (!renames.ok) return renames;
  return {
    ok: true,
    value: cues.map((cue) =>
      cue.voice && renames.value.has(cue.voice)
        ? { ...cue, voice: renames.value.get(cue.voice)! }
        : cue,
    ),
  };
}
