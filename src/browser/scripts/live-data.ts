/**
 * Live data below the fold, ready before a reader gets there. Once the page has loaded and the
 * browser is idle, this fetches every API answer the page's islands will show (named by
 * `data-live-data` attributes, see components/LiveData.astro) into the same stores the islands
 * read, and prefetches the code of islands that hydrate on scroll. When a reader scrolls to a
 * list, its island hydrates from the cache and draws the data at once: no skeleton.
 */
import { collectionFor } from '../stores/data.ts';

function whenIdle(run: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

whenIdle(() => {
  for (const element of document.querySelectorAll<HTMLElement>('[data-live-data]'))
    for (const path of (element.dataset['liveData'] ?? '').split(' '))
      void collectionFor(path)?.fetchIfNeeded();
  // the code of islands not hydrated yet: into the HTTP cache, parsed only when they hydrate
  const urls = new Set<string>();
  for (const island of document.querySelectorAll('astro-island[ssr]'))
    for (const name of ['component-url', 'renderer-url']) {
      const url = island.getAttribute(name);
      if (url) urls.add(url);
    }
  for (const url of urls) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    document.head.append(link);
  }
});
