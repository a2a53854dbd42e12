/**
 * The sermon page's chapters and transcript: each `[data-seek]` button plays the sermon from
 * its time, and while it plays the current chapter is marked `aria-current="true"`. A link to a
 * moment (`#t=N` or `?t=N`, docs/requirements.md section 2, "Search") shows the transcript's cue
 * that holds it, marked the same way and scrolled into view, and pressing play starts there.
 */
import { cueIndexAt, momentOf } from '../shared/moment.ts';

/** Marks the cue that holds second `t`, opens what hides it, and scrolls it into view. */
function showCue(document: Document, t: number): void {
  const cues = [...document.querySelectorAll<HTMLElement>('.follow-transcript .cue')];
  const cue =
    cues[
      cueIndexAt(
        cues.map((c) => Number(c.dataset['start'])),
        t,
      )
    ];
  for (const other of cues) other.removeAttribute('aria-current');
  if (!cue) return;
  cue.setAttribute('aria-current', 'true');
  for (let box = cue.closest('details'); box; box = box.parentElement?.closest('details') ?? null)
    box.open = true;
  cue.scrollIntoView({ block: 'center' });
}

/**
 * Follows the page address's moment: shows its cue and starts the player there. The time is
 * set at once and again once the audio's length is known (and at play), since a player that has
 * not loaded its metadata yet may not keep it; a seek button pressed meanwhile wins.
 */
function followMoment(document: Document, audio: HTMLAudioElement): () => void {
  let pending: number | null = null;
  const apply = () => {
    if (pending === null) return;
    if (Math.abs(audio.currentTime - pending) > 0.5) audio.currentTime = pending;
    if (audio.readyState >= HTMLMediaElement.HAVE_METADATA) pending = null;
  };
  const follow = () => {
    const t = momentOf(document.location.hash, document.location.search);
    if (t === null) return;
    showCue(document, t);
    pending = t;
    apply();
  };
  for (const type of ['loadedmetadata', 'play']) audio.addEventListener(type, apply);
  document.defaultView?.addEventListener('hashchange', follow);
  follow();
  return () => {
    pending = null;
  };
}

/** Wires the seek buttons, the current chapter and the address's moment to the page's player. */
export function enhanceFollowAlong(document: Document): void {
  const audio = document.querySelector<HTMLAudioElement>('audio.detail-player');
  if (!audio) return;
  const chapters = [...document.querySelectorAll<HTMLElement>('.chapter-list [data-seek]')];
  const markCurrent = () => {
    const now = audio.currentTime;
    const current = chapters.findLast((chapter) => Number(chapter.dataset['seek']) <= now + 0.25);
    for (const chapter of chapters) {
      if (chapter === current) chapter.setAttribute('aria-current', 'true');
      else chapter.removeAttribute('aria-current');
    }
  };
  const forgetMoment = followMoment(document, audio);
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>('[data-seek]');
    if (!button) return;
    forgetMoment();
    audio.currentTime = Number(button.dataset['seek']);
    markCurrent();
    audio.play().catch(() => {}); // a browser may refuse to play until the visitor asks
  });
  for (const type of ['timeupdate', 'seeked', 'loadedmetadata']) {
    audio.addEventListener(type, markCurrent);
  }
}
