/** Worship samples (docs/requirements.md section 2): Any Artist / Any Song filters, newest first, click-to-play. */
import { useId, useState } from 'react';
import {
  filterWorship,
  formatWorshipDate,
  worshipOptions,
  type WorshipFilter,
} from '../shared/worship.ts';
import ListState from '../../../platform/browser/islands/ListState.tsx';
import Player from '../../../platform/browser/islands/Player.tsx';
import { stopPlayers } from '../../../platform/browser/stores/playing.ts';
import { worshipAudioUrl } from '../../portal/browser/index.ts';
import { useWorship } from './useWorship.ts';
import './worship.css';

/** The worship samples island. */
export default function WorshipSamples() {
  const { items, mediaId, state } = useWorship();
  const [filter, setFilter] = useState<WorshipFilter>({ artist: '', song: '' });
  const id = useId();
  const options = worshipOptions(items, filter);
  const shown = filterWorship(items, filter);
  const change = (next: Partial<WorshipFilter>) => {
    stopPlayers();
    setFilter({ ...filter, ...next });
  };
  return (
    <div className="worship">
      <div className="worship-filters">
        <label htmlFor={`${id}-artist`}>
          <span className="visually-hidden">Artist</span>
          <select
            id={`${id}-artist`}
            value={filter.artist}
            onChange={(e) => change({ artist: e.target.value })}
          >
            <option value="">Any Artist</option>
            {options.artists.map((a) => (
              <option key={a}>{a}</option>
            ))}
          </select>
        </label>
        <label htmlFor={`${id}-song`}>
          <span className="visually-hidden">Song</span>
          <select
            id={`${id}-song`}
            value={filter.song}
            onChange={(e) => change({ song: e.target.value })}
          >
            <option value="">Any Song</option>
            {options.songs.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </label>
      </div>
      {state === 'ready' ? (
        <ul className="card-grid worship-list">
          {shown.map((item) => (
            <li key={item.id} className="worship-item card">
              <Player
                id={`worship-${item.id}`}
                title={item.title}
                image={item.thumbnail}
                src={() => worshipAudioUrl(mediaId, item.id)}
              />
              <h2 className="worship-title">{item.title}</h2>
              <p className="worship-meta">
                {item.date && <time dateTime={item.date}>{formatWorshipDate(item.date)}</time>}
                {item.date && item.artist && ' · '}
                {item.artist}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <ListState
          state={state}
          noun="worship samples"
          layout="cards"
          gridClass="card-grid worship-list"
        />
      )}
    </div>
  );
}
