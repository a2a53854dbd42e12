import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import {
  storedCues,
  readTranscript,
} from '../../../../src/features/transcripts/shared/transcript.ts';
import { toVtt } from '../../../../src/features/transcripts/shared/captions.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`../../../fixtures/transcripts/${name}`, import.meta.url), 'utf8');

const CUES = [
  { start: 0.5, end: 1.5, text: 'Welcome, church & friends.' },
  { start: 1.6, end: 2.4, text: 'Let us read Colossians 3.' },
];

function fault(text: string, duration = 60): string {
  const result = readTranscript(text, duration);
  if (result.ok) throw new Error('expected a fault');
  return result.message;
}

describe('readTranscript', () => {
  test('reads a WebVTT file with a header, a note, voices, markup and settings into plain cues', () => {
    const result = readTranscript(fixture('sermon.vtt'), 3);
    expect(result).toEqual({
      ok: true,
      value: [{ ...CUES[0]!, text: 'Welcome, church & friends.', voice: 'Pastor Dan' }, CUES[1]],
    });
  });

  test('keeps voice tags as speakers, and writes them back', () => {
    const text =
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:01.000\n<v Speaker 1>Hello\n\n2\n00:00:01.000 --> 00:00:02.000\n<v.loud A &amp; B>Hi</v>\n';
    const result = readTranscript(text, 0);
    expect(result).toEqual({
      ok: true,
      value: [
        { start: 0, end: 1, text: 'Hello', voice: 'Speaker 1' },
        { start: 1, end: 2, text: 'Hi', voice: 'A & B' },
      ],
    });
    if (!result.ok) return;
    const written = toVtt(result.value);
    expect(written).toContain('<v Speaker 1>Hello');
    expect(written).toContain('<v A &amp; B>Hi');
    expect(storedCues(written)).toEqual(result.value);
  });

  test('reads an SRT file as the same cues', () => {
    expect(readTranscript(fixture('sermon.srt'), 3)).toEqual({ ok: true, value: CUES });
  });

  test('reads Windows line endings and a byte order mark', () => {
    const text = '\ufeff' + fixture('sermon.srt').replace(/\n/g, '\r\n');
    expect(readTranscript(text, 3)).toEqual({ ok: true, value: CUES });
  });

  test('names the line of a malformed time in a WebVTT file', () => {
    const text =
      'WEBVTT\n\n00:00:00.000 --> 00:00:04.000\nHello\n\n00:00:xx.000 --> 00:00:09.500\nThird\n';
    expect(fault(text)).toMatch(/^The transcript has a mistake on line 6: /);
  });

  test('names the SRT line at fault, counting from the file’s own first line', () => {
    const text = '1\n00:00:01,000 --> 00:00:02,000\nOne\n\n2\n00:00:03,000 -> 00:00:04,000\nTwo\n';
    expect(fault(text)).toMatch(/line [67]:/);
  });

  test('refuses times past the end of the audio, naming the line', () => {
    const text =
      'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nOne\n\n00:00:10.000 --> 00:01:30.000\nTwo\n';
    expect(fault(text, 60)).toBe(
      "The transcript's line 6 ends at 1:30, after the audio ends (1:00).",
    );
  });

  test('allows a second of slack at the end, and no check when the length is unknown', () => {
    const text = 'WEBVTT\n\n00:00:00.000 --> 00:01:00.900\nOne\n';
    expect(readTranscript(text, 60).ok).toBe(true);
    expect(readTranscript(text, 0).ok).toBe(true);
  });

  test('refuses cues out of order', () => {
    const text = 'WEBVTT\n\n00:00:05.000 --> 00:00:06.000\na\n\n00:00:01.000 --> 00:00:02.000\nb\n';
    expect(fault(text)).toMatch(/line 6/);
  });

  test('refuses a file that is neither WebVTT nor SRT, and one without cues', () => {
    expect(fault('Hello, this is just text.')).toMatch(/must be a WebVTT file/);
    expect(fault('WEBVTT\n')).toMatch(/no timed lines/);
  });
});

describe('storedCues', () => {
  test('reads back what toVtt wrote', () => {
    expect(storedCues(toVtt(CUES))).toEqual(CUES);
  });
});
