/**
 * The stream's player behind a poster (src/features/live/README.md, its section Privacy): nothing is asked
 * of YouTube, or of any other host, until the visitor presses play; then the privacy-enhanced
 * embed, with the referrer YouTube requires. The demo's player is a local page that loads nothing.
 */
import { useState } from 'react';
import type { LiveVideo } from '../shared/api-types.ts';

/** The site's own picture under the play button (never YouTube's thumbnail). */
export const POSTER = '/og-image.png';

/** The embed's address for a video id (youtube-nocookie.com, as the page's policy allows). */
export const embedUrl = (id: string) =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1`;

/** The demo's player: a page of its own, written into the frame, that loads nothing. */
const demoPage = (title: string) =>
  `<body style="margin:0;display:grid;place-items:center;height:100vh;background:#12303a;color:#fff;font:1.1rem system-ui"><p>Demo player: ${title.replace(/[<&]/g, '')} (no video in the demo)</p></body>`;

interface Props {
  /** The video to offer, or null: the poster alone (before a service, with `overlay`). */
  video: LiveVideo | null;
  player: 'youtube' | 'demo';
  /** Words on the poster when there is nothing to play yet (the countdown). */
  overlay?: string | undefined;
}

/** The poster and play button, then the player. */
export default function LivePlayer({ video, player, overlay }: Props) {
  const [playing, setPlaying] = useState<string | null>(null);
  const id = video?.id ?? null;
  if (id && playing === id && video) {
    const title = `${video.title} (video player)`;
    return player === 'demo' ? (
      <iframe className="live-frame" title={title} srcDoc={demoPage(video.title)} />
    ) : (
      <iframe
        className="live-frame"
        title={title}
        src={embedUrl(id)}
        referrerPolicy="strict-origin-when-cross-origin"
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
      />
    );
  }
  return (
    <div className="live-frame live-poster">
      <img src={POSTER} alt="" width="1200" height="630" />
      {id && video ? (
        <button
          type="button"
          className="live-play"
          aria-label={`Play: ${video.title}`}
          onClick={() => setPlaying(id)}
        >
          <span aria-hidden="true">▶</span> Play
        </button>
      ) : (
        overlay && <p className="live-overlay">{overlay}</p>
      )}
    </div>
  );
}
