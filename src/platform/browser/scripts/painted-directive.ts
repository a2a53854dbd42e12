/**
 * `client:painted`: an Astro client directive for the islands of pages whose first screen is
 * text. It hydrates an island once the page's first contentful paint is on screen, never before:
 * React's code is run after the reader already sees the heading and the page's words, not in
 * front of them. It does not wait for the island to near the viewport: its data comes with the
 * page (`preloadData` in src/app/ui/Base.astro) and, once the page has painted, all of its code at
 * once (src/build/island-preload.ts), so a list below the fold is drawn by the time a reader
 * scrolls to it, not its skeleton (docs/architecture.md section 8).
 */
import type { ClientDirective } from 'astro';

let firstPaint: Promise<void> | undefined;

/**
 * Asks for every module the page's islands import, listed at build time by
 * src/build/island-preload.ts, all at once instead of one import after another.
 */
function preloadIslandModules(): void {
  const list = document.querySelector<HTMLMetaElement>('meta[name="island-modules"]');
  for (const href of list?.content.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  // the islands' own modules as scripts: the page's load event then waits for its islands' code
  const entries = new Set<string>();
  for (const island of document.querySelectorAll('astro-island[ssr]'))
    for (const name of ['renderer-url', 'component-url'])
      entries.add(island.getAttribute(name) ?? '');
  for (const src of entries) {
    if (!src) continue;
    const script = document.createElement('script');
    script.type = 'module';
    script.src = src;
    document.head.append(script);
  }
}

/** Settles once the browser has painted content (or, without paint timing, after one frame). */
function firstContentfulPaint(): Promise<void> {
  firstPaint ??= new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint'))
      return void requestAnimationFrame(() => setTimeout(resolve));
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
    // a page in a background tab paints nothing and reports no paint: hydrate it all the same
    const whenHidden = () => document.visibilityState === 'hidden' && resolve();
    whenHidden();
    addEventListener('visibilitychange', whenHidden);
    // and never wait on a paint report for long after the page has loaded
    addEventListener('load', () => setTimeout(resolve, 5000), { once: true });
  });
  return firstPaint;
}

const painted: ClientDirective = (load) => {
  if (!firstPaint) void firstContentfulPaint().then(preloadIslandModules);
  void firstContentfulPaint()
    .then(load)
    .then((hydrate) => hydrate());
};

export default painted;

declare module 'astro' {
  interface AstroClientDirectives {
    'client:painted'?: boolean;
  }
}
