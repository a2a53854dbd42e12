import { describe, expect, test } from 'vitest';
import {
  applyTranscriptEdit,
  editorCues,
  speakersOf,
} from '../../../../src/features/transcripts/shared/transcript-edit.ts';
import type { Cue } from '../../../../src/features/transcripts/shared/captions.ts';
import type { SentTranscript } from '../../../../src/features/transcripts/shared/transcript-edit.ts';

const STORED: Cue[] = [
  { start: 0, end: 2.5, text: 'Welcome to dee night.', voice: 'Speaker 1' },
  { start: 2.5, end: 65.25, text: 'Thank you.', voice: 'Speaker 2' },
  { start: 65.25, end: 70, text: 'Let us pray.', voice: 'Speaker 1' },
  { start: 70, end: 71, text: 'Amen.' },
];

function fault(body: SentTranscript): string {
  const result = applyTranscriptEdit(STORED, body);
  if (result.ok) throw new Error('expected a fault');
  return result.message;
}

describe('the transcript editor', () => {
  test('shows the stored cues with their speaker labels, and each label once in order', () => {
    const cues = editorCues(STORED);
    expect(cues[3]).toEqual({ start: 70, end: 71, voice: null, text: 'Amen.' });
    expect(speakersOf(cues)).toEqual(['Speaker 1', 'Speaker 2']);
  });

  test('keeps the times, takes the corrected words and names each speaker everywhere', () => {
    const cues = editorCues(STORED);
    cues[0]!.text = '  Welcome to D-Nite. ';
    const result = applyTranscriptEdit(STORED, {
      cues,
      speakers: { 'Speaker 1': ' Pastor   Amy Reed ' },
    });
    expect(result).toEqual({
      ok: true,
      value: [
        { start: 0, end: 2.5, text: 'Welcome to D-Nite.', voice: 'Pastor Amy Reed' },
        STORED[1],
        { ...STORED[2], voice: 'Pastor Amy Reed' },
        STORED[3],
      ],
    });
  });

  test('refuses changed times, naming the cue and its stored times', () => {
    const cues = editorCues(STORED);
    cues[1]!.start = 3;
    expect(fault({ cues })).toBe(
      'Cue 2 (0:02): its times must stay 0:02 to 1:05; only the words can be corrected.',
    );
    cues[1]!.start = 2.5004; // within WebVTT's millisecond
    expect(applyTranscriptEdit(STORED, { cues }).ok).toBe(true);
  });

  test('refuses empty words, added or removed cues, unknown labels, empty names, moved times', () => {
    const cues = editorCues(STORED);
    expect(fault({ cues: cues.map((c, i) => (i === 2 ? { ...c, text: ' \n ' } : c)) })).toBe(
      'Cue 3 (1:05) has no words: every cue needs its words.',
    );
    expect(fault({ cues: cues.slice(1) })).toMatch(/has 4 cues but 3 were sent/);
    expect(fault({ cues, speakers: { 'Speaker 9': 'Ann' } })).toMatch(/spoken by "Speaker 9"/);
    expect(fault({ cues, speakers: { 'Speaker 2': '  ' } })).toMatch(
      /name for "Speaker 2" is empty/,
    );
    expect(fault({ cues, speakers: { 'Speaker 2': 'x'.repeat(101) } })).toMatch(/100 characters/);
    expect(fault({ cues: cues.map((c, i) => (i === 0 ? { ...c, end: 2.6 } : c)) })).toMatch(
      /^Cue 1 \(0:00\): its times must stay/,
    );
  });
});
