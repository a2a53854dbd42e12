/**
 * Click-to-play (docs/requirements.md section 4): a thumbnail with a play button until clicked, then an
 * audio player that autoplays. Only one plays at a time: the shared $playing store unmounts the
 * others. The audio sits over the thumbnail's bottom edge, so playing never moves the layout.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { $playing } from '../stores/playing.ts';
import './player.css';

interface Props {
  /** Unique on the page. */
  id: string;
  title: string;
  image: string;
  /** The audio URL, or a function that fetches one on click (short-lived signed URLs). */
  src: string | (() => Promise<string>);
  /** Intrinsic square size of the thumbnail (its CSS box is the container's width). */
  size?: number;
  /** The first picture a reader sees: fetched at once and first, not when scrolled near. */
  priority?: boolean;
}

/** A thumbnail that turns into an autoplaying audio player. */
export default function Player({ id, title, image, src, size = 320, priority = false }: Props) {
  const playing = useStore($playing) === id;
  const [url, setUrl] = useState<string | null>(typeof src === 'string' ? src : null);
  const [loading, setLoading] = useState(false);
  const audio = useRef<HTMLAudioElement>(null);

  useEffect(() => {
    // The button vanishes on click: keep keyboard users on the control that replaced it.
    if (playing) audio.current?.focus();
  }, [playing]);

  const play = async () => {
    if (url) return $playing.set(id);
    if (typeof src === 'string') return;
    setLoading(true);
    try {
      setUrl(await src());
      $playing.set(id);
    } catch (error) {
      console.error(`Could not start "${title}":`, error);
    } finally {
      setLoading(false);
    }
  };

  return (
    <div className="player">
      <img
        className="player-image"
        src={image}
        alt=""
        width={size}
        height={size}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
      />
      {playing && url ? (
        <audio
          ref={audio}
          className="player-audio"
          src={url}
          controls
          autoPlay
          aria-label={title}
          onPlay={() => $playing.set(id)}
        />
      ) : (
        <button
          type="button"
          className="player-button"
          aria-label={`Play ${title}`}
          aria-busy={loading}
          disabled={loading}
          onClick={() => void play()}
        >
          <svg viewBox="0 0 48 48" width="56" height="56" aria-hidden="true" focusable="false">
            <circle cx="24" cy="24" r="23" />
            <path d="M19 14 L36 24 L19 34 Z" />
          </svg>
        </button>
      )}
    </div>
  );
}
