/**
 * Home: the worship medley as click-to-play (which sample that is: see
 * src/features/worship/shared/worship.ts).
 */
import { formatWorshipDate, pickMedley } from '../../worship/index.ts';
import Player from '../../../platform/browser/islands/Player.tsx';
import { worshipAudioUrl } from '../../portal/browser/index.ts';
import { useWorship } from '../../worship/browser/index.ts';
import './home.css';

/** The worship medley block. */
export default function WorshipMedley() {
  const { items, mediaId, state } = useWorship();
  const medley = pickMedley(items);
  return (
    <section className="home-live" aria-labelledby="medley-heading">
      <h2 id="medley-heading">Worship Medley</h2>
      <p className="series-label">
        {medley ? medley.title : state === 'loading' ? '\u00a0' : 'Coming soon.'}
      </p>
      {medley ? (
        <>
          <Player
            id={`worship-${medley.id}`}
            title={medley.title}
            image={medley.thumbnail}
            src={() => worshipAudioUrl(mediaId, medley.id)}
          />
          <p className="home-caption">
            {medley.artist}
            {medley.date && ` · ${formatWorshipDate(medley.date)}`}
          </p>
        </>
      ) : (
        <div className="player player-placeholder" aria-hidden="true" />
      )}
      <a className="button secondary" href="/worship">
        More Worship Samples
      </a>
    </section>
  );
}
