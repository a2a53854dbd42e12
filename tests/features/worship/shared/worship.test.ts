import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { WorshipSamplesAnswer } from '../../../../src/features/worship/shared/api-types.ts';
import {
  filterWorship,
  formatWorshipDate,
  parseWorshipFilename,
  pickMedley,
  worshipItems,
  worshipOptions,
} from '../../../../src/features/worship/shared/worship.ts';

const answer = JSON.parse(
  readFileSync(new URL('../../../fixtures/live/worshipsamples.json', import.meta.url), 'utf8'),
) as WorshipSamplesAnswer;
const items = worshipItems(answer.data);

describe('worship', () => {
  test('reads artist, title and date from the filename', () => {
    expect(parseWorshipFilename('Grace Choir - Be Thou My Vision - 20230704.mp3')).toEqual({
      artist: 'Grace Choir',
      title: 'Be Thou My Vision',
      date: '2023-07-04',
    });
    expect(parseWorshipFilename('A - Song - With - Dashes - 20240102')).toEqual({
      artist: 'A',
      title: 'Song - With - Dashes',
      date: '2024-01-02',
    });
  });

  test('keeps a filename without the pattern as its title', () => {
    expect(parseWorshipFilename('untitled recording.mp3')).toEqual({
      artist: '',
      title: 'untitled recording',
      date: '',
    });
    expect(parseWorshipFilename('A - B - 20241399.mp3').date).toBe('');
  });

  test('lists newest first by the filename date, undated last', () => {
    expect(items.map((i) => i.id)).toEqual(['73', '71', '72', '74', '75']);
  });

  test('formats the date', () => {
    expect(formatWorshipDate('2024-03-01')).toBe('Mar 1, 2024');
    expect(formatWorshipDate('')).toBe('');
  });

  test('filters by artist and song, with options narrowing each other', () => {
    expect(filterWorship(items, { artist: 'Grace Choir', song: '' }).map((i) => i.id)).toEqual([
      '73',
      '74',
    ]);
    expect(filterWorship(items, { artist: '', song: 'Amazing Grace' })).toHaveLength(2);
    expect(worshipOptions(items, { artist: '', song: '' })).toEqual({
      artists: ['Grace Choir', 'The Worship Team'],
      songs: ['Amazing Grace', 'Be Thou My Vision', 'Sunday Medley', 'untitled recording'],
    });
    expect(worshipOptions(items, { artist: 'The Worship Team', song: '' }).songs).toEqual([
      'Amazing Grace',
      'Sunday Medley',
    ]);
    expect(worshipOptions(items, { artist: '', song: 'Be Thou My Vision' }).artists).toEqual([
      'Grace Choir',
    ]);
  });

  test('picks the newest medley for the home page, else the newest sample', () => {
    expect(pickMedley(items)?.id).toBe('72');
    expect(pickMedley(items.filter((i) => i.id !== '72'))?.id).toBe('73');
    expect(pickMedley([])).toBeNull();
  });
});
