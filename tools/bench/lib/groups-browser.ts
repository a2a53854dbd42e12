/**
 * The /groups page in Chromium with a made-up answer: the site served from dist/ as `npm start`
 * does, /api/groups from route interception; each keystroke in the Name box is timed inside the
 * page from its input event until the announced count says what the model says and as many
 * cards are in the DOM, laid out.
 */
import { chromium } from 'playwright-core';
import type { GroupsAnswer } from '../../../src/features/groups/shared/api-types.ts';
import {
  CARDS_AT_ONCE,
  countText,
  EMPTY_VIEW,
  filterGroups,
  indexGroups,
} from '../../../src/features/groups/shared/filter.ts';
import { spawnServer } from '../../local/spawn-server.ts';
import { keystrokes } from './directory-people.ts';

/** Types each word and deletes it, `rounds` times; returns the sorted times. */
export async function measureGroupsInBrowser(
  answer: GroupsAnswer,
  words: string[],
  rounds: number,
): Promise<number[]> {
  const server = await spawnServer();
  const browser = await chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.route(/\/api\/groups$/, (route) => route.fulfill({ json: answer }));
    await page.goto(`${server.url}/groups`);
    await page.locator('.group-card').first().waitFor();
    const texts = Array.from({ length: rounds }, () => words.flatMap(keystrokes)).flat();
    const entries = indexGroups(answer);
    const expected = texts.map((name) => {
      const shown = filterGroups(entries, { ...EMPTY_VIEW, name }).length;
      return { count: countText(shown, name !== ''), cards: Math.min(shown, CARDS_AT_ONCE) };
    });
    return await page.evaluate(
      async ({ filters, wanted }) => {
        const input = document.querySelector<HTMLInputElement>(
          '.group-filters input[type=search]',
        )!;
        const status = document.querySelector('.group-count [role=status]')!;
        const result: number[] = [];
        for (const [i, text] of filters.entries()) {
          const t0 = performance.now();
          Reflect.set(HTMLInputElement.prototype, 'value', text, input);
          input.dispatchEvent(new Event('input', { bubbles: true }));
          const done = () =>
            status.textContent === wanted[i]!.count &&
            document.querySelectorAll('.group-card').length === wanted[i]!.cards;
          await Promise.resolve();
          while (!done()) await new Promise((resolve) => setTimeout(resolve, 0));
          void document.body.offsetHeight; // force style and layout
          result.push(performance.now() - t0);
          await new Promise(requestAnimationFrame);
        }
        return result.sort((a, b) => a - b);
      },
      { filters: texts, wanted: expected },
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}
