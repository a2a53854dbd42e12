/**
 * /search in a real browser (docs/requirements.md section 2, "Search"), reading the Pagefind
 * index the build writes to /pagefind/ (docs/architecture.md, "Search"): results as the visitor
 * types, a shareable `?q=`, a no-match said in words, a transcript's words linking to the sermon
 * at that second, /media's own search box, the footer's link, axe, and the page's headers.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Episode } from '../../../../src/features/sermons/shared/api-types.ts';
import { storedCues } from '../../../../src/features/transcripts/shared/transcript.ts';
import { baseUrl, DESKTOP, launchBrowser, openPage, PHONE } from '../../../helpers/browser.ts';
import { api, axeViolations, overflowsHorizontally } from '../../../helpers/live-helpers.ts';
import { TARGET } from '../../../helpers/target.ts';

/** A word of the Give page's banner (2 Corinthians 9:7) found nowhere else on the site. */
const GIVE_WORD = 'reluctantly';
const NO_MATCH = 'zqxjvwk';
const BOX = 'Search pages and sermons';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const results = (page: Page) => page.locator('#search-results');
const status = (page: Page) => page.getByRole('status');

describe('searching the site', () => {
  test('typing a word only on /give shows a link to /give within a second', async () => {
    const page = await openPage(browser, '/search', PHONE);
    await page.waitForLoadState('networkidle'); // the index has loaded while the page was idle
    const before = await page.evaluate(() => history.length);
    await page.getByLabel(BOX).pressSequentially(GIVE_WORD, { delay: 50 });
    const typed = Date.now();
    const give = results(page).getByRole('link', { name: 'Give', exact: true });
    await give.waitFor({ timeout: 5000 });
    expect(Date.now() - typed).toBeLessThan(1000);
    expect(await give.getAttribute('href')).toBe('/give');
    const hit = results(page)
      .locator('li.search-hit')
      .filter({ has: page.getByRole('link', { name: 'Give', exact: true }) });
    expect(await hit.locator('.search-kind').textContent()).toBe('Page');
    expect(await hit.locator('.search-excerpt mark').first().textContent()).toMatch(/reluctantly/i);
    expect(new URL(page.url()).searchParams.get('q')).toBe(GIVE_WORD);
    expect(await page.evaluate(() => history.length)).toBe(before);
    await page.context().close();
  });

  test('/search?q= opens with the box filled and the results shown', async () => {
    const page = await openPage(browser, `/search?q=${GIVE_WORD}`, DESKTOP);
    expect(await page.getByLabel(BOX).inputValue()).toBe(GIVE_WORD);
    await results(page).getByRole('link', { name: 'Give', exact: true }).waitFor();
    expect(await status(page).textContent()).toMatch(/^\d+ results? for “reluctantly”\.$/);
    await page.context().close();
  });

  describe('a query with no match', () => {
    let page: Page;
    beforeAll(async () => {
      page = await openPage(browser, `/search?q=${NO_MATCH}`, PHONE);
    });
    afterAll(() => page.context().close());

    test('says so in words, with no results', async () => {
      await expect
        .poll(() => status(page).textContent())
        .toBe(`Nothing on the site matches “${NO_MATCH}”.`);
      expect(await results(page).locator('li').count()).toBe(0);
    });

    test('a newer query replaces it, in the page and the address', async () => {
      await page.getByLabel(BOX).fill(GIVE_WORD);
      await results(page).getByRole('link', { name: 'Give', exact: true }).waitFor();
      expect(await status(page).textContent()).not.toMatch(/Nothing/);
      expect(new URL(page.url()).searchParams.get('q')).toBe(GIVE_WORD);
    });
  });

  test('words from the middle of a demo transcript link to that sermon at that second', async () => {
    const episode = (await api<Episode[]>('/api/media')).find((e) => e.transcript && e.link);
    // the demo archive (seeded in production mode's bucket too) has sermons with transcripts
    if (!episode) throw new Error('the archive has no sermon with a transcript to search');
    const cues = storedCues(await (await fetch(episode.transcript!)).text());
    const cue = cues.slice(Math.floor(cues.length / 2)).find((c) => c.text.split(' ').length >= 6)!;
    const phrase = cue.text
      .split(/\s+/)
      .slice(1, 5)
      .join(' ')
      .replace(/[^\w\s']/g, '');
    const slug = new URL(episode.link!).pathname;
    const page = await openPage(browser, `/search?q=${encodeURIComponent(phrase)}`, DESKTOP);
    const moments = results(page).locator(`a[href^="${slug}#t="]`);
    await moments.first().waitFor();
    // the phrase may be said more than once: the best moment is the start of a cue that says it
    const holding = cues.filter((c) => c.text.replace(/[^\w\s']/g, '').includes(phrase));
    expect(await moments.first().textContent()).toMatch(/^Said at \d+:\d\d( by .+)?$/);
    const t = Number(/#t=(\d+)$/.exec((await moments.first().getAttribute('href'))!)?.[1]);
    expect(holding.some((c) => Math.abs(c.start - t) <= 2)).toBe(true);
    await moments.first().click();
    await page.waitForURL(/\/sermons\/.+#t=\d+$/);
    const marked = page.locator('.follow-transcript .cue[aria-current="true"]');
    await marked.waitFor();
    expect((await marked.textContent())?.replace(/[^\w\s']/g, '')).toContain(phrase);
    await page.context().close();
  });
});

describe('ways to /search', () => {
  test('/media has its own search box that opens /search with the words', async () => {
    const page = await openPage(browser, '/media', PHONE);
    const box = page.getByRole('main').getByRole('searchbox');
    await box.fill(GIVE_WORD);
    await box.press('Enter');
    await page.waitForURL(`**/search?q=${GIVE_WORD}`);
    await results(page).getByRole('link', { name: 'Give', exact: true }).waitFor();
    await page.context().close();
  });

  test('without JavaScript the form still goes to /search', async () => {
    const context = await browser.newContext({
      ...DESKTOP,
      baseURL: baseUrl(),
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto('/search');
    await page.getByLabel(BOX).fill('grace');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL('**/search?q=grace');
    await context.close();
  });

  test('the footer links to /search on every page', async () => {
    const page = await openPage(browser, '/give', DESKTOP);
    const link = page.getByRole('contentinfo').getByRole('link', { name: /search/i });
    expect(await link.getAttribute('href')).toBe('/search');
    await page.context().close();
  });
});

describe('the search page itself', () => {
  for (const [label, options] of [
    ['375px', PHONE],
    ['1280px', DESKTOP],
  ] as const) {
    test(`axe finds nothing on /search with results shown at ${label}`, async () => {
      const page = await openPage(browser, `/search?q=${GIVE_WORD}`, options);
      await results(page).locator('li').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      expect(await overflowsHorizontally(page)).toBe(false);
      await page.context().close();
    });
  }

  test('only /search may run WebAssembly', async () => {
    const csp = async (path: string) =>
      (await fetch(`${baseUrl()}${path}`)).headers.get('content-security-policy') ?? '';
    expect(await csp('/search')).toMatch(/script-src 'self' 'wasm-unsafe-eval'[^;]*;/);
    expect(await csp('/search')).not.toContain("'unsafe-eval'");
    for (const path of ['/', '/give', '/media']) expect(await csp(path)).not.toContain('wasm');
  });

  // Netlify CLI's file server sends its own Cache-Control (public, max-age=0) whatever _headers
  // says; a deploy sends _headers' (tests/build/headers.test.ts reads the file)
  test.skipIf(TARGET === 'preview')(
    'the index’s entry is checked on every visit, its hashed files cached for good',
    async () => {
      const entry = await fetch(`${baseUrl()}/pagefind/pagefind-entry.json`);
      expect(entry.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
      const page = await openPage(browser, `/search?q=${GIVE_WORD}`, DESKTOP);
      const fragment = page.waitForResponse((r) => r.url().includes('/pagefind/fragment/'));
      expect((await fragment).headers()['cache-control']).toBe(
        'public, max-age=31536000, immutable',
      );
      await page.context().close();
    },
  );
});
