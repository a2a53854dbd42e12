/**
 * The directory in Chromium with 3,000 people: the site is served from dist/ as `npm start`
 * does, the session and the directory's data come from route interception, and each keystroke
 * is timed inside the page from its input event until React has committed and the browser has
 * laid out the new tiles.
 */
import { chromium } from 'playwright-core';
import { spawnServer } from '../../../tests/helpers/spawn-server.ts';
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
    const times = await page.evaluate(async (filters) => {
      const input = document.querySelector<HTMLInputElement>('.control-filter input')!;
      // a macrotask runs after React's microtask flush and after any task it queued before
      const yieldTask = () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        });
      const result: number[] = [];
      for (const text of filters) {
        const t0 = performance.now();
        // the prototype's setter, as typing does, so React sees a changed value
        Reflect.set(HTMLInputElement.prototype, 'value', text, input);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        await yieldTask();
        void document.body.offsetHeight; // force style and layout of the new tiles
        result.push(performance.now() - t0);
        await new Promise(requestAnimationFrame);
      }
      return result;
    }, texts);
    const tilesInDom = await page.locator('.tile').count();
    return { times: times.sort((a, b) => a - b), tilesInDom };
  } finally {
    await browser.close();
    await server.stop();
  }
}
