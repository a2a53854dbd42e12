/**
 * Loads the browser's locale data off the main thread, before the page's islands need it.
 *
 * The first Intl.DateTimeFormat and the first localeCompare in a page's process each load ICU
 * data (calendars and time zones, then collation): a one-time 15-70 ms measured on a shared VM,
 * paid as one long task inside an island's first render, when a reader starts to scroll. That
 * data is shared by every thread of the process, so a worker that formats one date in the
 * church's zone and compares two words as the page starts leaves the islands' first dates and
 * sorts well under a millisecond. Without workers, the islands simply pay the cost themselves.
 */
const element = document.querySelector<HTMLElement>('[data-intl-warmup]');
if (element && 'Worker' in window) {
  try {
    const worker = new Worker(new URL('./intl-warmup-worker.ts', import.meta.url), {
      type: 'module',
    });
    worker.postMessage(element.dataset['intlWarmup']);
  } catch (error) {
    console.warn('Could not start the locale-data worker:', error);
  }
}
