import { describe, expect, test } from 'vitest';
import type { Episode } from '../../../../src/features/sermons/shared/api-types.ts';
import {
  EMPTY_FORM,
  formChoices,
  formFromEpisode,
  guidSuffix,
  NETWORK_ERROR,
  SERVER_ERROR,
  submissionTarget,
  textFields,
  toastFor,
} from '../../../../src/features/podcast/shared/form.ts';

const episode = (n: number, extra: Partial<Episode> = {}): Episode => ({
  guid: `/media/2026/${n}-sermon.mp3`,
  title: `Sermon ${n}`,
  pubDate: 'Sun, 05 Jan 2025 10:30:00 -0500',
  author: n % 2 ? 'Daniel Whitfield' : 'Rachel Okafor',
  summary: n < 3 ? 'Colossians' : 'Psalms',
  image: `https://x.org/media/art/${n < 3 ? 'col' : 'psa'}.jpg`,
  duration: 60,
  enclosure: { url: `https://x.org/media/2026/${n}-sermon.mp3`, type: 'audio/mpeg', length: 1 },
  transcriptSource: null,
  ...extra,
});

describe('formFromEpisode', () => {
  test('fills every field, the date as a date input value and the image as previous image', () => {
    const extra = { videoLink: 'https://youtu.be/x', passage: 'Colossians 3:1–4' };
    expect(formFromEpisode(episode(1, extra))).toEqual({
      title: 'Sermon 1',
      author: 'Daniel Whitfield',
      summary: 'Colossians',
      passage: 'Colossians 3:1–4',
      videoLink: 'https://youtu.be/x',
      pubDate: '2025-01-05',
      previousImage: 'https://x.org/media/art/col.jpg',
    });
    expect(formFromEpisode(episode(2)).videoLink).toBe('');
    expect(formFromEpisode(episode(2)).passage).toBe('');
  });
});

describe('formChoices', () => {
  test('lists each speaker, series and image once', () => {
    const choices = formChoices([1, 2, 3, 4].map((n) => episode(n)));
    expect(choices.speakers).toEqual(['Daniel Whitfield', 'Rachel Okafor']);
    expect(choices.series).toEqual(['Colossians', 'Psalms']);
    expect(choices.images).toEqual([
      { url: 'https://x.org/media/art/col.jpg', label: 'Colossians' },
      { url: 'https://x.org/media/art/psa.jpg', label: 'Psalms' },
    ]);
  });

  test('tells apart two images of the same series', () => {
    const images = formChoices([episode(1), episode(2, { image: 'https://x.org/b.png' })]).images;
    expect(images.map((i) => i.label)).toEqual(['Colossians', 'Colossians (2)']);
  });
});

describe('submission', () => {
  test('posts a new episode and puts an edit to its guid suffix', () => {
    expect(submissionTarget(null, '/media/')).toEqual({ method: 'POST', url: '/api/podcast' });
    expect(submissionTarget(episode(1, { guid: '/media/2026/a b.mp3' }), '/media/')).toEqual({
      method: 'PUT',
      url: '/api/podcast/2026/a%20b.mp3',
    });
    expect(guidSuffix('https://cdn.x.org/media/2026/a.mp3', 'https://cdn.x.org/media/')).toBe(
      '2026/a.mp3',
    );
  });

  test('sends the text fields first, and no previous image when a file is chosen', () => {
    const values = { ...EMPTY_FORM, title: 't', previousImage: 'https://x.org/a.png' };
    expect(textFields(values, false).map(([name]) => name)).toEqual([
      'title',
      'author',
      'summary',
      'passage',
      'videoLink',
      'pubDate',
      'previousImage',
    ]);
    expect(textFields(values, true).map(([name]) => name)).not.toContain('previousImage');
    expect(textFields(EMPTY_FORM, false).map(([name]) => name)).not.toContain('previousImage');
  });
});

describe('toastFor', () => {
  test('says what docs/requirements.md section 8 says for each outcome', () => {
    expect(toastFor({ kind: 'ok', message: '"x" was published.' })).toEqual({
      kind: 'success',
      message: '"x" was published.',
    });
    expect(toastFor({ kind: 'network' })).toEqual({ kind: 'error', message: NETWORK_ERROR });
    expect(NETWORK_ERROR).toBe('Looks like there is a Network error');
    expect(toastFor({ kind: 'http', status: 415, message: 'Not an MP3' }).message).toBe(
      'Not an MP3',
    );
    expect(toastFor({ kind: 'http', status: 502, message: null })).toEqual({
      kind: 'error',
      message: SERVER_ERROR,
    });
    expect(SERVER_ERROR).toBe('An error occured on the server');
  });
});
