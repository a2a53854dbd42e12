/**
 * The /live page's island (src/features/live/README.md, its section The page): the answer of GET /api/live
 * in the church's zone, a countdown that ticks in the browser, and a new answer asked for once a
 * minute inside a window only (nextAskIn). The layout is the same in every state (a heading, a
 * title, the player's frame, a line under it), so no state moves the page.
 */
import { useEffect, useState } from 'react';
import { useCollection } from '../../../platform/browser/stores/use-collection.ts';
import { liveView, nextAskIn, posterText } from '../shared/view.ts';
import LivePlayer from './LivePlayer.tsx';
import { liveAnswer } from './stores/collections.ts';
import './live.css';

/** Ticks every second while `to` is ahead, for the countdown. */
function useNow(to: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (to === null || Date.now() >= to) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [to]);
  return now;
}

/** The live stream page's island. */
export default function LivePage({ zone }: { zone: string }) {
  const { data, error } = useCollection(liveAnswer);
  const view = data ? liveView(data, zone) : null;
  const now = useNow(view?.countdownTo ?? null);
  useEffect(() => {
    if (!data) return;
    const wait = nextAskIn(data, Date.now());
    if (wait === null) return;
    const timer = setTimeout(() => void liveAnswer.refresh(), wait);
    return () => clearTimeout(timer);
  }, [data]);

  // past the start with no stream yet: a late start, waited for (shared/state.ts)
  const overlay = posterText(view?.countdownTo ?? null, now) ?? undefined;
  return (
    <section className="live" aria-labelledby="live-heading" data-state={data?.state ?? 'loading'}>
      <h2 id="live-heading" className="live-heading">
        {view?.heading ?? (error ? 'The stream’s status is not available' : 'Live stream')}
      </h2>
      <p className="live-title">{view?.title ?? '\u00a0'}</p>
      <LivePlayer video={view?.play ?? null} player={data?.player ?? 'youtube'} overlay={overlay} />
      <p className="live-more">
        {view?.sermonPage && <a href={view.sermonPage}>The sermon’s page</a>}
        {view?.channelUrl && (
          <a href={view.channelUrl} rel="noopener">
            Watch on YouTube
          </a>
        )}
        {view?.next && <span>{view.next}</span>}
      </p>
    </section>
  );
}
