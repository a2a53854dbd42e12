/**
 * A sermon card: click-to-play image, title, Date, Series (a link to the series' page), Speaker,
 * Length, video link, and a link to the transcript on the sermon's page when it has one.
 */
import type { Episode } from '../shared/api-types.ts';
import { formatRfc2822Date } from '../../../platform/shared/dates.ts';
import { formatDuration } from '../shared/episodes.ts';
import type { ReactNode } from 'react';
import Player from '../../../platform/browser/islands/Player.tsx';

/** One episode of the archive. */
export default function EpisodeCard({
  episode,
  zone,
  first = false,
}: {
  episode: Episode;
  zone: string;
  /** The first card on the page: its picture is fetched first (on a desktop, the largest paint). */
  first?: boolean;
}) {
  const facts: [string, ReactNode][] = [
    ['Date', formatRfc2822Date(episode.pubDate, zone)],
    [
      'Series',
      episode.summary &&
        (episode.seriesLink ? <a href={episode.seriesLink}>{episode.summary}</a> : episode.summary),
    ],
    ['Speaker', episode.author],
    ['Length', formatDuration(episode.duration)],
  ];
  return (
    <li className="episode-card card grid-card">
      <Player
        id={episode.guid}
        title={episode.title}
        image={episode.image}
        src={episode.enclosure.url}
        priority={first}
      />
      <h2 className="episode-title">
        {episode.link ? <a href={episode.link}>{episode.title}</a> : episode.title}
      </h2>
      <dl className="facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
      {episode.videoLink && (
        <a className="episode-video" href={episode.videoLink} rel="noopener noreferrer">
          Watch on Youtube<span className="visually-hidden">: {episode.title}</span>
        </a>
      )}
      {episode.transcript && episode.link && (
        <a className="episode-transcript" href={`${episode.link}#transcript`}>
          Transcript<span className="visually-hidden">: {episode.title}</span>
        </a>
      )}
    </li>
  );
}
