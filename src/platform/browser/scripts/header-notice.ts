/**
 * A notice in the header of every page (the live stream's, placed by src/app/ui/Base.astro): a
 * hidden link whose `data-notice` names a JSON answer, asked once after the page has loaded; the
 * answer's `notice.text`, when it has one, becomes the link's words and shows it. Part of the
 * nav's one small script (the text pages' budget), so it names no feature.
 */
import { fetchNotice } from '../net/notice.ts';

for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-notice]')) {
  const ask = async () => {
    const text = await fetchNotice(link.dataset['notice']!);
    if (text) [link.textContent, link.hidden] = [text, false];
  };
  if (document.readyState === 'complete') void ask();
  else addEventListener('load', () => void ask(), { once: true });
}
