/**
 * One query on a throttled mid-range phone: Chromium through the DevTools protocol with the CPU
 * slowed 4× and the network at 150 ms latency and 1.6 Mbps down (750 kbps up). A tiny harness
 * page loads, then imports /pagefind/pagefind.js, calls search() and the first result's data();
 * the time is from the query to that first result, and the bytes are everything the browser
 * downloaded for Pagefind and the query (bodies as sent, compressed or not, plus headers).
 */
import { chromium } from 'playwright-core';

export interface QueryFigures {
  /** From the query to the first result's data. */
  millis: number;
  /** Of which search() took this long (the rest is the result's fragment). */
  searched: number;
  bytes: number;
  requests: number;
  url: string;
  moment: string;
}

/**
 * How much is loaded before the query is timed: nothing (`cold`: the import, Pagefind's start
 * and the query); Pagefind started when the page loaded (`started`: pagefind.js imported and a
 * first search run, which loads the entry, meta and WebAssembly, as the /search page can do
 * when it loads or its box gets focus); or, beyond that, the query's index chunks preloaded
 * while it was typed (`typed`: preload() on input, as Pagefind advises).
 */
export type Readiness = 'cold' | 'started' | 'typed';

/** The harness page: window.runQuery(query, readiness) answers the figures. */
export const HARNESS_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>search bench</title></head>
<body><p>search bench</p><script type="module">
window.runQuery = async (query, readiness) => {
  let pagefind;
  if (readiness !== 'cold') {
    pagefind = await import('/pagefind/pagefind.js');
    // Pagefind loads its index's entry, meta and WebAssembly at its first search, whatever
    // init() says: one search for a word the query does not hold starts it
    await pagefind.search('zzzz');
    if (readiness === 'typed') await pagefind.preload(query);
  }
  const t0 = performance.now();
  pagefind ??= await import('/pagefind/pagefind.js');
  const search = await pagefind.search(query);
  const searched = performance.now() - t0;
  const first = await search.results[0].data();
  const millis = performance.now() - t0;
  const moments = first.sub_results.filter((s) => s.url.includes('#t='));
  moments.sort((a, b) => b.locations.length - a.locations.length);
  return { millis, url: first.url, moment: moments[0] ? moments[0].url : '', searched };
};
</script></body></html>`;

interface Harness {
  runQuery(query: string, readiness: Readiness): Promise<Omit<QueryFigures, 'bytes' | 'requests'>>;
}

/** Runs `query` on `pageUrl` (the harness) in a throttled Chromium. */
export async function queryOnPhone(
  pageUrl: string,
  query: string,
  readiness: Readiness,
): Promise<QueryFigures> {
  const browser = await chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 915 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.goto(pageUrl);
    await page.waitForFunction(() => 'runQuery' in window);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const sizes: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      sizes.push(request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize));
    });
    const result = await page.evaluate(([q, r]) => (window as unknown as Harness).runQuery(q, r), [
      query,
      readiness,
    ] as const);
    await page.waitForTimeout(200); // the last requestfinished events
    const bytes = (await Promise.all(sizes)).reduce((sum, n) => sum + n, 0);
    return { ...result, bytes, requests: sizes.length };
  } finally {
    await browser.close();
  }
}
