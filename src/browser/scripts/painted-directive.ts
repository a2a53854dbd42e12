/**
 * `client:painted`: an Astro client directive for the islands of pages whose first screen is
 * text. It hydrates an island when it nears the viewport (like `client:visible`, same
 * `rootMargin` option) or at the page's load event, whichever comes first, but never before the
 * page's first contentful paint: React's code is run after the reader already sees the heading
 * and the page's words, not in front of them, and a list below the fold is drawn by the time a
 * reader scrolls to it, not its skeleton (docs/architecture.md section 8; its code and data came
 * with the page, src/build/island-preload.ts).
 */
import type { ClientDirective } from 'astro';

let firstPaint: Promise<void> | undefined;

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

/** Settles once the page has loaded. */
function loaded(): Promise<void> {
  return new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else addEventListener('load', () => resolve(), { once: true });
  });
}

const painted: ClientDirective = (load, options, el) => {
  const { rootMargin } = (options.value as { rootMargin?: string } | undefined) ?? {};
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    io.disconnect();
    void firstContentfulPaint()
      .then(load)
      .then((hydrate) => hydrate());
  };
  const io = new IntersectionObserver(
    (entries) => entries.some((entry) => entry.isIntersecting) && start(),
    rootMargin ? { rootMargin } : {},
  );
  for (const child of el.children) io.observe(child);
  void loaded().then(start);
};

export default painted;

declare module 'astro' {
  interface AstroClientDirectives {
    'client:painted'?: boolean | { rootMargin?: string };
  }
}
