/**
 * Speakers of a machine transcript (docs/architecture.md section 10). Jobs ask Transcribe to tell
 * speakers apart; its JSON output labels time spans `spk_0`, `spk_1`… Each cue without a voice
 * tag of its own takes the speaker who talks longest within it, as `Speaker 1`, `Speaker 2`…,
 * which the VTT keeps as WebVTT voice tags (`<v Speaker 1>`). Pure.
 */
import type { Cue } from './captions.ts';

/** One span of Transcribe's `results.speaker_labels.segments`. */
export interface SpeakerSegment {
  speaker_label: string;
  start_time: string;
  end_time: string;
}

/** `spk_0` → `Speaker 1`; other labels as they are. */
export function speakerName(label: string): string {
  const n = /^spk_(\d+)$/.exec(label)?.[1];
  return n === undefined ? label : `Speaker ${Number(n) + 1}`;
}

/** The cues, each with the speaker who talks longest within it (cues with a voice keep it). */
export function withSpeakers(cues: readonly Cue[], segments: readonly SpeakerSegment[]): Cue[] {
  const spans = segments
    .map((s) => ({ label: s.speaker_label, start: Number(s.start_time), end: Number(s.end_time) }))
    .filter((s) => s.label && Number.isFinite(s.start) && Number.isFinite(s.end));
  return cues.map((cue) => {
    if (cue.voice || spans.length === 0) return cue;
    const talk = new Map<string, number>();
    for (const span of spans) {
      const overlap = Math.min(cue.end, span.end) - Math.max(cue.start, span.start);
      if (overlap > 0) talk.set(span.label, (talk.get(span.label) ?? 0) + overlap);
    }
    const [label] = [...talk].sort((a, b) => b[1] - a[1])[0] ?? [];
    return label ? { ...cue, voice: speakerName(label) } : cue;
  });
}
