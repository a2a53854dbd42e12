import { describe, expect, test } from 'vitest';
import {
  clock,
  plainCueText,
  timestamp,
  toSrt,
  toVtt,
  voiceOf,
} from '../../../../src/features/transcripts/shared/captions.ts';

const CUES = [
  { start: 0.5, end: 1.5, text: 'Welcome, church & <friends>.' },
  { start: 3725.25, end: 3726, text: 'Line one\n\nline two --> on' },
];

describe('timestamps', () => {
  test('writes WebVTT and SRT times and clock times', () => {
    expect(timestamp(3725.25)).toBe('01:02:05.250');
    expect(timestamp(0.0004, ',')).toBe('00:00:00,000');
    expect(clock(0)).toBe('0:00');
    expect(clock(750)).toBe('12:30');
    expect(clock(3723.9)).toBe('1:02:03');
  });
});

describe('toVtt and toSrt', () => {
  test('write a WebVTT file whose text cannot read as markup or timing', () => {
    expect(toVtt(CUES)).toBe(
      'WEBVTT\n\n00:00:00.500 --> 00:00:01.500\nWelcome, church &amp; &lt;friends&gt;.\n\n' +
        '01:02:05.250 --> 01:02:06.000\nLine one\nline two --&gt; on\n',
    );
  });

  test('write a numbered SRT file with decimal commas', () => {
    expect(toSrt(CUES)).toBe(
      '1\n00:00:00,500 --> 00:00:01,500\nWelcome, church & <friends>.\n\n' +
        '2\n01:02:05,250 --> 01:02:06,000\nLine one\nline two -> on\n',
    );
  });
});

describe('plainCueText', () => {
  test('drops markup and reads character references', () => {
    expect(
      plainCueText('<v Pastor>Grace &amp; peace</v> <i>to&nbsp;you</i> &#8212; &#x41;&bogus;'),
    ).toBe('Grace & peace to\u00a0you \u2014 A&bogus;');
  });
});

describe('voiceOf', () => {
  test('reads the leading voice tag, with or without classes', () => {
    expect(voiceOf('<v Speaker 1>Hello')).toBe('Speaker 1');
    expect(voiceOf('  <v.loud.slow   Amy &amp; Ben >Hi')).toBe('Amy & Ben');
    expect(voiceOf('<v\tAmy>Hi')).toBe('Amy');
  });

  test('finds no voice where there is no well-formed tag', () => {
    for (const markup of [
      'Hello <v Amy>',
      '<vAmy>Hi',
      '<v >Hi',
      '<v Amy',
      '<i>Hi</i>',
      '<v.x\nAmy>',
    ])
      expect(voiceOf(markup)).toBeUndefined();
  });

  test('hostile tags are read in linear time', () => {
    const n = 200_000;
    const hostile = [
      `<v${' '.repeat(n)}`,
      `<v ${'<'.repeat(n)}>`,
      `<v.${'.'.repeat(n)} ${'\t'.repeat(n)}`,
      '<'.repeat(n),
    ];
    const started = performance.now();
    for (const markup of hostile) {
      voiceOf(markup);
      plainCueText(markup);
    }
    // a backtracking pattern takes many seconds on these; a linear reading, milliseconds
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
