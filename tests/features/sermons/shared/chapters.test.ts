import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import {
  chapterLines,
  chaptersJson,
  parseChapterLines,
  parseClock,
  storedChapters,
} from '../../../../src/features/sermons/shared/chapters.ts';
import { parseChaptersJson } from '../../../../src/features/sermons/shared/json-chapters.ts';

const fixture = readFileSync(
  new URL('../../../fixtures/transcripts/chapters.json', import.meta.url),
  'utf8',
);

function fault(result: { ok: boolean; message?: string }): string {
  if (result.ok) throw new Error('expected a fault');
  return result.message ?? '';
}

describe('parseClock', () => {
  test('reads seconds, M:SS and H:MM:SS, and refuses the rest', () => {
    expect(parseClock('0:00')).toBe(0);
    expect(parseClock('12:30')).toBe(750);
    expect(parseClock('75:30')).toBe(4530);
    expect(parseClock('1:02:03.5')).toBe(3723.5);
    expect(parseClock('90')).toBe(90);
    expect(parseClock('12:60')).toBeNull();
    expect(parseClock('1:60:00')).toBeNull();
    expect(parseClock('12:3O')).toBeNull();
  });
});

describe('parseChapterLines', () => {
  test('reads typed chapters, skipping blank lines and an optional dash', () => {
    const text = '0:00 Welcome\n\n12:30 Colossians 3:1-4\n  40:05 - Prayer \n';
    expect(parseChapterLines(text, 45 * 60)).toEqual({
      ok: true,
      value: [
        { startTime: 0, title: 'Welcome' },
        { startTime: 750, title: 'Colossians 3:1-4' },
        { startTime: 2405, title: 'Prayer' },
      ],
    });
  });

  test('names the line without a time, and the line without a title', () => {
    expect(fault(parseChapterLines('0:00 Welcome\nPrayer at the end', 600))).toMatch(
      /^Chapters line 2 \("Prayer at the end"\) must start with a time/,
    );
    expect(fault(parseChapterLines('0:00 Welcome\n5:00', 600))).toBe(
      'Chapters line 2 has a time but no title.',
    );
  });

  test('refuses chapters out of order, naming the line', () => {
    expect(fault(parseChapterLines('0:00 Welcome\n\n10:00 Prayer\n5:00 Reading', 3600))).toBe(
      'Chapters must be in order: chapters line 4 starts at 5:00, not after the chapter before it (10:00).',
    );
  });

  test('refuses a chapter past the end of the audio', () => {
    expect(fault(parseChapterLines('0:00 Welcome\n50:00 Prayer', 45 * 60))).toBe(
      'Chapters line 2 is at 50:00, past the end of the audio (45:00).',
    );
  });
});

describe('parseChaptersJson', () => {
  test('reads a JSON chapters file, keeping the fields the site uses', () => {
    expect(parseChaptersJson(fixture, 3)).toEqual({
      ok: true,
      value: [
        { startTime: 0, title: 'Welcome' },
        {
          startTime: 1.5,
          title: 'Colossians 3:1-4',
          url: 'https://www.biblegateway.com/passage/?search=Colossians+3',
        },
        { startTime: 2, title: '', toc: false, img: 'https://dogwoodcc.org/media/slide.jpg' },
      ],
    });
  });

  test('names the line of a syntax error', () => {
    const text =
      '{\n  "version": "1.2.0",\n  "chapters": [\n    { "startTime": 0 "title": "A" }\n  ]\n}';
    expect(fault(parseChaptersJson(text, 60))).toBe(
      'The chapters file is not valid JSON: on line 4, a comma is missing.',
    );
  });

  test('names the line of a chapter at fault', () => {
    const base = (chapters: string) => `{"version":"1.2.0","chapters":[\n${chapters}\n]}`;
    expect(
      fault(parseChaptersJson(base('{"startTime":0,"title":"A"},\n{"title":"B"}'), 60)),
    ).toMatch(/^The chapter on line 3 needs a startTime/);
    expect(
      fault(
        parseChaptersJson(base('{"startTime":30,"title":"A"},\n{"startTime":10,"title":"B"}'), 60),
      ),
    ).toMatch(/^Chapters must be in order: the chapter on line 3 starts at 0:10/);
    expect(
      fault(
        parseChaptersJson(base('{"startTime":0,"title":"A"},\n{"startTime":90,"title":"B"}'), 60),
      ),
    ).toBe('The chapter on line 3 is at 1:30, past the end of the audio (1:00).');
    expect(
      fault(parseChaptersJson(base('{"startTime":0,"title":"A","url":"javascript:x"}'), 60)),
    ).toMatch(/url on line 2 must be a web address/);
  });

  test('needs a version 1 document with a chapters list', () => {
    expect(fault(parseChaptersJson('{"chapters":[]}', 60))).toMatch(/needs "version": "1.2.0"/);
    expect(fault(parseChaptersJson('{"version":"1.2.0"}', 60))).toMatch(/"chapters" list/);
    expect(fault(parseChaptersJson('[1]', 60))).toMatch(/must be a JSON object/);
  });
});

describe('chaptersJson, chapterLines and storedChapters', () => {
  test('write version 1.2.0 JSON that reads back, and the lines staff typed', () => {
    const chapters = [
      { startTime: 0, title: 'Welcome' },
      { startTime: 750, title: 'Colossians 3:1-4' },
    ];
    const json = chaptersJson(chapters);
    expect(JSON.parse(json)).toEqual({ version: '1.2.0', chapters });
    expect(storedChapters(json)).toEqual(chapters);
    expect(chapterLines(chapters)).toBe('0:00 Welcome\n12:30 Colossians 3:1-4');
    expect(storedChapters('not json')).toEqual([]);
  });
});
