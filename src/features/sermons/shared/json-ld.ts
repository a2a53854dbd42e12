/** The sermon archive's structured data for search engines (schema.org). */
import type { JsonLd } from '../../../platform/shared/json-ld.ts';
import type { Episode } from './api-types.ts';

/** One schema.org PodcastEpisode per sermon. */
export function episodesJsonLd(episodes: Episode[], site: URL): JsonLd[] {
  return episodes.map((episode) => ({
    '@context': 'https://schema.org',
    '@type': 'PodcastEpisode',
    name: episode.title,
    datePublished: new Date(episode.pubDate).toISOString(),
    timeRequired: `PT${Math.round(episode.duration)}S`,
    author: { '@type': 'Person', name: episode.author },
    partOfSeries: {
      '@type': 'PodcastSeries',
      name: 'DCC Sermons',
      url: new URL('/media', site).href,
    },
    associatedMedia: {
      '@type': 'MediaObject',
      contentUrl: new URL(episode.enclosure.url, site).href,
      encodingFormat: episode.enclosure.type,
    },
    ...(episode.image ? { image: new URL(episode.image, site).href } : {}),
  }));
}
