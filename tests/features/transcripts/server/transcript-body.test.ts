/**
 * The bodies the transcription functions read (src/features/transcripts/server/transcript-body.ts):
 * a transcript editor's PUT of the wrong shape is refused naming the cue or the label, before its
 * cues are compared with the stored ones; a backfill start's estimate is two whole numbers or none.
 */
import { expect, test } from 'vitest';
import { matchBody } from '../../../../src/platform/server/http/body.ts';
import {
  estimateBody,
  transcriptBody,
} from '../../../../src/features/transcripts/server/transcript-body.ts';

const cues = [
  { start: 0, end: 2.5, voice: 'Speaker 1', text: 'Welcome.' },
  { start: 2.5, end: 4, voice: null, text: 'Amen.' },
];
const fault = (body: unknown) => {
  const read = matchBody(transcriptBody, body);
  return read.ok ? 'taken' : read.message;
};

test('a transcript of cues, with or without speakers, is taken', () => {
  expect(matchBody(transcriptBody, { cues, speakers: { 'Speaker 1': 'Ann' } })).toEqual({
    ok: true,
    value: { cues, speakers: { 'Speaker 1': 'Ann' } },
  });
  expect(fault({ cues: [{ start: 0, end: 1, text: 'Hi.' }], speakers: null })).toBe('taken');
});

test.each([
  [null, 'Please send the transcript as { cues: [...] }.'],
  [{}, 'Please send the transcript as { cues: [...] }.'],
  [{ cues: [cues[0], 'hi'] }, 'Cue 2 is not a cue.'],
  [{ cues: [{ ...cues[0], text: 5 }] }, 'Cue 1: its words must be text.'],
  [{ cues: [cues[0], { ...cues[1], end: '4' }] }, /^Cue 2: its times must be numbers/],
  [{ cues: [{ ...cues[0], voice: 7 }] }, 'Cue 1: its speaker must be text.'],
  [{ cues, speakers: ['Ann'] }, 'The speakers must be a list of names by label.'],
  [{ cues, speakers: { 'Speaker 1': 3 } }, 'The name for "Speaker 1" must be text.'],
])('refuses %j: %s', (body, message) => {
  expect(fault(body)).toMatch(message);
});

test('an estimate is two whole numbers; anything else is none', () => {
  const shown = { sermons: 3, minutes: 120 };
  expect(matchBody(estimateBody, shown)).toEqual({ ok: true, value: shown });
  expect(matchBody(estimateBody, undefined)).toEqual({ ok: true, value: undefined });
  for (const body of [{ sermons: 'all' }, { sermons: 3, minutes: -1 }, { ...shown, sermons: 1.5 }])
    expect(matchBody(estimateBody, body)).toMatchObject({ ok: false, reason: 'shape' });
});
