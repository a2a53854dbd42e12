/**
 * The sermon page's chapters and transcript: each `[data-seek]` button plays the sermon from
 * its time, and while it plays the current chapter is marked `aria-current="true"`.
 */

/** Wires the seek buttons and the current chapter to the page's player. */
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
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>('[data-seek]');
    if (!button) return;
    audio.currentTime = Number(button.dataset['seek']);
    markCurrent();
    audio.play().catch(() => {}); // a browser may refuse to play until the visitor asks
  });
  for (const type of ['timeupdate', 'seeked', 'loadedmetadata']) {
    audio.addEventListener(type, markCurrent);
  }
}
