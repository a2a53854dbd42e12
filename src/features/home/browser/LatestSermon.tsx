/** Home: the current series (the newest episode's summary), the newest sermon, 'See All Sermons'. */
import { useCollection } from '../../../platform/browser/stores/use-collection.ts';
import { newestEpisode } from '../../sermons/index.ts';
import { formatRfc2822Date } from '../../../platform/shared/dates.ts';
import { media } from '../../sermons/browser/index.ts';
import Player from '../../../platform/browser/islands/Player.tsx';
import './home.css';

/** The newest sermon block; `zone` is the church's, rendered into the page at build time. */
export default function LatestSermon({ zone }: { zone: string }) {
  const { data, error } = useCollection(media);
  const episode = data ? newestEpisode(data) : null;
  return (
    <section className="home-live" aria-labelledby="sermon-heading">
      <h2 id="sermon-heading">Current Series</h2>
      <p className="series-label">
        {episode ? episode.summary : data || error ? 'Sermons are coming soon.' : '\u00a0'}
      </p>
      {episode ? (
        <>
          <Player
            id={episode.guid}
            title={episode.title}
            image={episode.image}
            src={episode.enclosure.url}
          />
          <p className="home-caption">
            <strong>
              {episode.link ? <a href={episode.link}>{episode.title}</a> : episode.title}
            </strong>
            <br />
            {episode.author} · {formatRfc2822Date(episode.pubDate, zone)}
          </p>
        </>
      ) : (
        <div className="player player-placeholder" aria-hidden="true" />
      )}
      <a className="button" href="/media">
        See All Sermons
      </a>
    </section>
  );
}
