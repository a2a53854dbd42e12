import { describe, expect, test } from 'vitest';
import type { Episode } from '../../../../src/features/sermons/shared/api-types.ts';
import { episodesJsonLd } from '../../../../src/features/sermons/shared/json-ld.ts';

const site = new URL('https://dogwoodcc.org');

describe('episodesJsonLd', () => {
  test('makes PodcastEpisodes with absolute audio URLs and ISO dates', () => {
    const episode: Episode = {
      guid: '/media/a.mp3',
      title: 'Grace',
      pubDate: 'Sun, 05 Jan 2025 10:30:00 -0500',
      author: 'Pastor Dan',
      summary: 'Romans',
      image: '/media/a.png',
      duration: 2520,
      enclosure: { url: '/media/a.mp3', type: 'audio/mpeg', length: 1000 },
      transcriptSource: null,
    };
    const [data] = episodesJsonLd([episode], site);
    expect(data).toMatchObject({
      '@type': 'PodcastEpisode',
      name: 'Grace',
      datePublished: '2025-01-05T15:30:00.000Z',
      timeRequired: 'PT2520S',
    });
    expect(JSON.stringify(data)).toContain('https://dogwoodcc.org/media/a.mp3');
  });
});
