/**
 * The sermon archive (docs/requirements.md section 2, Media): filters that narrow each other, per page and
 * page buttons, newest first. Filters and page live in the query string (see useMediaView).
 */
import { useCollection } from '../../../platform/browser/stores/use-collection.ts';
import { useMemo } from 'react';
import { sortNewestFirst } from '../shared/episodes.ts';
import { filterEpisodes, mediaOptions, paginate } from '../shared/media-filter.ts';
import { media } from './stores/collections.ts';
import ListState from '../../../platform/browser/islands/ListState.tsx';
import EpisodeCard from './EpisodeCard.tsx';
import MediaFilters from './MediaFilters.tsx';
import PageButtons from './PageButtons.tsx';
import { useMediaView } from './useMediaView.ts';
import { episodesJsonLd } from '../shared/json-ld.ts';
import JsonLd from '../../../platform/browser/islands/JsonLd.tsx';
import './media.css';

/** The archive island; `zone` is the church's, rendered into the page at build time. */
export default function MediaArchive({ zone }: { zone: string }) {
  const { data, error } = useCollection(media);
  const [view, setView] = useMediaView();
  const episodes = useMemo(() => sortNewestFirst(data ?? []), [data]);
  const options = mediaOptions(episodes, view);
  const shown = paginate(filterEpisodes(episodes, view), view.perPage, view.page);
  const state = !data ? (error ? 'failed' : 'loading') : shown.items.length ? 'ready' : 'empty';
  return (
    <div className="media-archive">
      <MediaFilters
        view={view}
        series={options.series}
        speakers={options.speakers}
        books={options.books}
        onChange={setView}
      />
      {state === 'ready' ? (
        <ul className="card-grid episode-grid">
          {shown.items.map((episode, index) => (
            <EpisodeCard key={episode.guid} episode={episode} zone={zone} first={index === 0} />
          ))}
        </ul>
      ) : (
        <ListState
          state={state}
          noun="sermons"
          count={Math.min(view.perPage ?? 9, 12)}
          layout="cards"
          gridClass="card-grid episode-grid"
        />
      )}
      {state === 'ready' && (
        <JsonLd data={episodesJsonLd(shown.items, new URL(window.location.origin))} />
      )}
      {view.perPage !== null && (
        <PageButtons
          label="Sermon pages"
          page={shown.page}
          pageCount={shown.pageCount}
          onPage={(page) => setView({ ...view, page })}
        />
      )}
    </div>
  );
}
