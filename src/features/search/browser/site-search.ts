/**
 * The /search page (docs/requirements.md section 2, "Search"): searches Pagefind's index at
 * /pagefind/ (docs/architecture.md, request path (e)) as the visitor types, through Pagefind's
 * own small JS API (not its UI bundle). The index loads while the page is idle; a query waits
 * for a pause in the typing and a newer one cancels it; only the shown results' data is
 * fetched. The address's `q` follows the box, so a search can be shared, and fills it when the
 * page opens. A sermon the published feed no longer holds, and a group or sign-up its live
 * answer no longer holds as indexed, are left out (still-shown.ts; docs/architecture.md section
 * 9): the index follows a change only at its next rebuild.
 */
import { searchHit, searchStatus, type SearchData } from '../shared/results.ts';
import { hitItem } from './search-results-view.ts';
import { stillShown, warmShown } from './still-shown.ts';

interface PagefindResult {
  data(): Promise<SearchData>;
}
interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  preload(term: string): Promise<void>;
  search(term: string): Promise<unknown>;
  debouncedSearch(
    term: string,
    options?: Record<string, unknown>,
    debounceMs?: number,
  ): Promise<{ results: PagefindResult[] } | null>;
}

/** Results shown at once, and added by "More results". */
export const PAGE_SIZE = 8;
/** The pause in typing a query waits for. */
const DEBOUNCE_MS = 150;
const PAGEFIND_URL = '/pagefind/pagefind.js';

let loading: Promise<Pagefind> | null = null;

/** Pagefind, imported and initialised once (and again after a failure). */
function pagefind(): Promise<Pagefind> {
  loading ??= (async () => {
    // Pagefind loads its own index files: static files of the build, not calls to the API, so
    // they do not go through the client (src/platform/browser/net/api.ts)
    const module = (await import(/* @vite-ignore */ PAGEFIND_URL)) as Pagefind;
    await module.options({ excerptLength: 24 });
    await module.init();
    return module;
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * Starts Pagefind before the first query: its entry, metadata and WebAssembly load at its first
 * search, whatever init() says (docs/architecture.md section 9), so one search for a word no
 * page holds loads them while the visitor is still looking at the box.
 */
function warmUp(): void {
  warmShown();
  pagefind()
    .then((module) => module.search('zzzz'))
    .catch(() => {});
}

/** Loads a query's index chunks while the typing pauses, as Pagefind advises. */
function preload(term: string): void {
  if (term)
    void pagefind().then(
      (module) => module.preload(term),
      () => {},
    );
}

/** Keeps the address's `q` in step with the box, without a new history entry. */
function keepInAddress(window: Window, query: string): void {
  const url = new URL(window.location.href);
  if (query.trim()) url.searchParams.set('q', query);
  else url.searchParams.delete('q');
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
}

/** Wires the search form, its status line, its results list and its "More results" button. */
export function enhanceSearch(document: Document): void {
  const window = document.defaultView!;
  const form = document.querySelector<HTMLFormElement>('form.site-search');
  const input = form?.querySelector<HTMLInputElement>('input[name="q"]');
  const status = document.querySelector<HTMLElement>('#search-status');
  const list = document.querySelector<HTMLOListElement>('#search-results');
  const more = document.querySelector<HTMLButtonElement>('#search-more');
  if (!form || !input || !status || !list || !more) return;
  let generation = 0;
  let pending: PagefindResult[] = [];
  let removed = 0; // results of the current query left out as withdrawn or changed
  let said = { query: '', total: 0 }; // what the status line counts

  // every result's data is asked for at once, and each is shown, in order, as soon as it and
  // those before it have arrived
  const showMore = async (mine: number) => {
    const next = pending.splice(0, PAGE_SIZE).map((result) => result.data());
    more.hidden = true;
    for (const data of next) {
      const hit = searchHit(await data);
      const shown = await stillShown(hit);
      if (mine !== generation) return;
      if (shown) list.append(hitItem(document, hit));
      else removed++;
    }
    if (said.total) status.textContent = searchStatus(said.query, said.total - removed);
    more.hidden = pending.length === 0;
  };

  const run = async (query: string, wait: number) => {
    const mine = ++generation;
    keepInAddress(window, query);
    if (!query.trim()) {
      list.replaceChildren();
      status.textContent = '';
      more.hidden = true;
      return;
    }
    warmShown(); // the feed fetched beside the search, not after it
    try {
      const found = await (await pagefind()).debouncedSearch(query.trim(), {}, wait);
      if (!found || mine !== generation) return; // a newer query took over
      pending = [...found.results];
      removed = 0;
      said = { query: query.trim(), total: 0 };
      list.replaceChildren();
      await showMore(mine);
      if (mine !== generation) return;
      said.total = found.results.length;
      status.textContent = searchStatus(said.query, said.total - removed);
    } catch {
      if (mine !== generation) return;
      list.replaceChildren();
      more.hidden = true;
      status.textContent = 'Search is not working right now. Please try again in a minute.';
    }
  };

  input.addEventListener('input', () => {
    preload(input.value.trim());
    void run(input.value, DEBOUNCE_MS);
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void run(input.value, 0);
  });
  more.addEventListener('click', () => void showMore(generation));
  input.addEventListener('focus', warmUp, { once: true });

  const initial = new URLSearchParams(window.location.search).get('q') ?? '';
  if (initial) {
    input.value = initial;
    void run(initial, 0);
  } else if ('requestIdleCallback' in window) {
    window.requestIdleCallback(warmUp);
  }
}
