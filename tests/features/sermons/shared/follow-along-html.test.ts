import { describe, expect, test } from 'vitest';
import {
  chaptersHtml,
  MACHINE_TRANSCRIPT_NOTE,
  paragraphs,
  transcriptHtml,
} from '../../../../src/features/sermons/shared/follow-along-html.ts';

const cue = (start: number, text: string, length = 4) => ({ start, end: start + length, text });

describe('paragraphs', () => {
  test('gathers cues into paragraphs at sentence ends after 40 seconds, long pauses and chapters', () => {
    const cues = [
      cue(0, 'Welcome, and'),
      cue(4, 'good morning.'),
      cue(45, 'A second'), // 40 s on, after a sentence end
      cue(49, 'paragraph here,'),
      cue(90, 'and on.'), // after a pause of 37 s
      cue(94, 'Chapter two begins.'),
    ];
    expect(paragraphs(cues, [94]).map(({ start, text }) => ({ start, text }))).toEqual([
      { start: 0, text: 'Welcome, and good morning.' },
      { start: 45, text: 'A second paragraph here,' },
      { start: 90, text: 'and on.' },
      { start: 94, text: 'Chapter two begins.' },
    ]);
  });

  test('keeps short pauses and unfinished sentences together', () => {
    const shown = paragraphs([cue(0, 'One,'), cue(4.5, 'two,'), cue(50, 'three.')]);
    expect(shown.map(({ start, text }) => ({ start, text }))).toEqual([
      { start: 0, text: 'One, two,' },
      { start: 50, text: 'three.' },
    ]);
    expect(shown[0]!.cues).toEqual([cue(0, 'One,'), cue(4.5, 'two,')]);
  });

  test('a change of speaker starts a new paragraph that carries the name', () => {
    const said = (start: number, text: string, voice: string) => ({ ...cue(start, text), voice });
    const shown = paragraphs([
      said(0, 'Welcome,', 'Pastor Amy Reed'),
      said(4, 'friends', 'Pastor Amy Reed'),
      said(8, 'Amen', 'Ben Ode'),
      cue(12, 'and more'),
    ]);
    expect(shown.map(({ start, text, voice }) => ({ start, text, voice }))).toEqual([
      { start: 0, text: 'Welcome, friends', voice: 'Pastor Amy Reed' },
      { start: 8, text: 'Amen', voice: 'Ben Ode' },
      { start: 12, text: 'and more', voice: undefined },
    ]);
  });
});

describe('chaptersHtml and transcriptHtml', () => {
  test('render seek buttons with escaped text', () => {
    const chapters = chaptersHtml([
      { startTime: 0, title: 'Welcome <script>' },
      { startTime: 750.5, title: 'Reading' },
      { startTime: 800, title: '', toc: false },
    ]).toString();
    expect(chapters).toContain('data-seek="750.5"');
    expect(chapters).toContain('<span class="chapter-time">12:30</span>');
    expect(chapters).toContain('Welcome &lt;script&gt;');
    expect(chapters.match(/<li>/g)).toHaveLength(2);
    const transcript = transcriptHtml([cue(0, 'Grace & <peace>.')]).toString();
    expect(transcript).toContain('aria-label="Play from 0:00"');
    expect(transcript).toContain('Grace &amp; &lt;peace&gt;.');
  });

  test('mark each cue of the transcript with its times, on one line of text', () => {
    const transcript = transcriptHtml([cue(0, 'Grace\nand peace.'), cue(4.25, 'Amen.')]);
    const spans = [
      ...transcript.toString().matchAll(/<span class="cue" ([^>]*)>\s*([^<]*?)\s*<\/span/g),
    ].map(([, times, text]) => [times!.trim(), text]);
    expect(spans).toEqual([
      ['data-start="0" data-end="4"', 'Grace and peace.'],
      ['data-start="4.25" data-end="8.25"', 'Amen.'],
    ]);
  });

  test('name the speaker where the speaker changes, escaped', () => {
    const said = (start: number, voice: string) => ({ ...cue(start, 'Amen.', 45), voice });
    const transcript = transcriptHtml([
      said(0, 'Pastor <Amy> Reed'),
      said(45, 'Pastor <Amy> Reed'),
      said(90, 'Ben'),
    ]).toString();
    const names = [...transcript.matchAll(/<strong class="transcript-speaker">([^<]*)</g)];
    expect(names.map(([, name]) => name)).toEqual(['Pastor &lt;Amy&gt; Reed', 'Ben']);
    expect(transcript.match(/<p>/g)).toHaveLength(3);
  });

  test('render nothing without chapters or cues', () => {
    expect(chaptersHtml([])).toBe('');
    expect(transcriptHtml([])).toBe('');
  });

  test('a machine transcript says it may contain mistakes; a reviewed one does not', () => {
    const cues = [cue(0, 'Grace and peace.')];
    expect(transcriptHtml(cues, [], true).toString()).toContain(MACHINE_TRANSCRIPT_NOTE);
    expect(transcriptHtml(cues, [], false).toString()).not.toContain('automatically');
  });
});
