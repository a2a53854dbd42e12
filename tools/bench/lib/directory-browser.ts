/**
 * The directory in Chromium with 3,000 people: the site is served from dist/ as `npm start`
 * does, the session and the directory's data come from route interception, and each keystroke
 * is timed inside the page from its input event until React has committed and the browser has
 * laid out the new tiles (checked against the model's summary line for every keystroke).
 */
import { chromium } from 'playwright-core';
import { spawnServer } from '../../local/spawn-server.ts';
import { initialDirectoryState } from '../../../src/features/directory/shared/directory.ts';
import {
  pageView,
  personEntries,
  sortEntries,
  viewSummary,
} from '../../../src/features/directory/shared/directory-list.ts';
import { generatePeople, keystrokes } from './directory-people.ts';

const AVATAR =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1" fill="#789"/></svg>';

/** Types each word and deletes it, `rounds` times; returns sorted times and tiles in the DOM. */
export async function measureInBrowser(count: number, words: string[], rounds: number) {
  const { people, households } = generatePeople(count);
  const answers: Record<string, unknown> = {
    '/login': { user: 'directory' },
    '/api/people': { data: people },
    '/api/households': { data: households },
    '/api/householdleaders': { data: people.map((p) => ({ type: 'Person', id: p.id })) },
  };
  const server = await spawnServer();
  const browser = await chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.route(/\/(login|api\/people|api\/households|api\/householdleaders)$/, (route) =>
      route.fulfill({ json: answers[new URL(route.request().url()).pathname] }),
    );
    await page.route(/\/bench-avatars\//, (route) =>
      route.fulfill({ contentType: 'image/svg+xml', body: AVATAR }),
    );
    await page.goto(`${server.url}/directory`);
    await page.locator('.tile').first().waitFor();
    const texts = Array.from({ length: rounds }, () => words.flatMap(keystrokes)).flat();
    // what the status line must say after each keystroke, from the model: proves the timed
    // interval really ends after React's commit
    const sorted = sortEntries(personEntries(people, []), 'last_name', 'first_name');
    const expected = texts.map((filter) =>
      viewSummary(pageView(sorted, { ...initialDirectoryState, filter }), 25),
    );
    const { times, wrong } = await page.evaluate(
      async ({ filters, summaries }) => {
        const input = document.querySelector<HTMLInputElement>('.control-filter input')!;
        const status = document.querySelector('.directory-status')!;
        const result: number[] = [];
        let mismatches = 0;
        for (const [i, text] of filters.entries()) {
          const t0 = performance.now();
          // the prototype's setter, as typing does, so React sees a changed value
          Reflect.set(HTMLInputElement.prototype, 'value', text, input);
          input.dispatchEvent(new Event('input', { bubbles: true }));
          // React commits a discrete event's update in a microtask queued before this one
          await Promise.resolve();
          void document.body.offsetHeight; // force style and layout
          result.push(performance.now() - t0);
          if (status.textContent !== summaries[i]) mismatches++;
          await new Promise(requestAnimationFrame);
        }
        return { times: result, wrong: mismatches };
      },
      { filters: texts, summaries: expected },
    );
    if (wrong > 0) throw new Error(`${wrong} keystrokes were timed before the list updated`);
    const tilesInDom = await page.locator('.tile').count();
    return { times: times.sort((a, b) => a - b), tilesInDom };
  } finally {
    await browser.close();
    await server.stop();
  }
}
