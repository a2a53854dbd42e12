/**
 * Uploads that survive a bad connection (production mode: S3 on Ceph). A 300 MB sermon goes up
 * in parts while the browser drops offline three times for several seconds, and the stored
 * object is the file byte for byte. A reload mid-upload offers to resume; choosing the same file
 * sends only the missing parts.
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Episode } from '../../../../src/features/sermons/shared/api-types.ts';
import { planParts } from '../../../../src/features/podcast/shared/upload-parts.ts';
import { PASSWORDS } from '../../../helpers/passwords.ts';
import { mp3Stream } from '../../../helpers/podcast-fixtures.ts';
import { MODE } from '../../../helpers/target.ts';
import { baseUrl, DESKTOP, launchBrowser, openPage } from '../../../helpers/browser.ts';

const MB = 1024 * 1024;
let browser: Browser;
let folder: string;

/** An MP3 of `size` bytes on disk (Playwright hands big files to the page by path). */
async function mp3File(name: string, size: number): Promise<{ path: string; sha: string }> {
  const path = join(folder, name);
  await pipeline(Readable.from(mp3Stream(size)), createWriteStream(path));
  return { path, sha: await sha256(Readable.from(createReadStream(path))) };
}

async function sha256(body: AsyncIterable<Uint8Array>): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of body) hash.update(chunk);
  return hash.digest('hex');
}

async function storedSha(title: string): Promise<string> {
  const episodes = (await (await fetch(`${baseUrl()}/api/media`)).json()) as Episode[];
  const episode = episodes.find((e) => e.title === title);
  if (!episode) throw new Error(`"${title}" was not published`);
  const response = await fetch(episode.enclosure.url);
  return sha256(response.body!);
}

async function logIn(): Promise<Page> {
  const page = await openPage(browser, '/podcastadmin', DESKTOP);
  await page.getByLabel('Password').fill(PASSWORDS.podcastadmin);
  await page.getByLabel('Password').press('Enter');
  await page.getByLabel('Episode').waitFor();
  return page;
}

const percent = async (page: Page) =>
  Number((await page.locator('#audio-progress, progress').first().getAttribute('value')) ?? 0);

async function published(page: Page, title: string): Promise<void> {
  await page
    .locator('.toast')
    .filter({ hasText: `"${title}" was published.` })
    .waitFor({
      timeout: 240_000,
    });
}

beforeAll(async () => {
  browser = await launchBrowser();
  folder = await mkdtemp(join(tmpdir(), 'dcc-resumable-'));
});
afterAll(async () => {
  // leave the shared archive as it was; a clean-up that cannot log in or delete fails the file
  const context = await browser.newContext({ baseURL: baseUrl() });
  try {
    const login = await context.request.post('/login', {
      data: { username: 'podcastadmin', password: PASSWORDS.podcastadmin },
      headers: { Origin: baseUrl() },
    });
    expect(login.status(), 'the clean-up logs in as podcastadmin').toBe(200);
    const episodes = (await (await fetch(`${baseUrl()}/api/media`)).json()) as Episode[];
    for (const episode of episodes.filter((e) => /^E2E Res(ilient|umed) /.test(e.title))) {
      const suffix = episode.guid.replace(/^.*\/media\//, '');
      const removed = await context.request.delete(`/api/podcast/${suffix}`, {
        headers: { Origin: baseUrl() },
      });
      expect(removed.ok(), `the clean-up removes "${episode.title}"`).toBe(true);
    }
  } finally {
    await context.close();
    await browser.close();
    await rm(folder, { recursive: true, force: true });
  }
});

describe.skipIf(MODE !== 'production')('uploads that survive a bad connection', () => {
  test('300 MB with the connection dropped three times arrives byte for byte', async () => {
    const file = await mp3File('long sermon.mp3', 300 * MB);
    const page = await logIn();
    const title = `E2E Resilient ${Date.now()}`;
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Audio file').setInputFiles(file.path);
    // a church's upstream, not a laptop's loopback: the drops must land mid-upload
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const conditions = { latency: 20, downloadThroughput: -1, uploadThroughput: 20 * MB };
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...conditions });
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().includes('partNumber=')) sent.push(r.url());
    });
    // and two parts lose their connection mid-way on the first try
    const dropped = new Set<string>();
    await page.route(/[?&]partNumber=(4|9)&/, async (route) => {
      const part = /partNumber=(\d+)/.exec(route.request().url())![1]!;
      if (dropped.has(part)) return route.continue();
      dropped.add(part);
      return route.abort('connectionreset');
    });
    await page.getByRole('button', { name: 'Submit' }).click();
    for (const [i, threshold] of [10, 30, 50].entries()) {
      await expect
        .poll(() => percent(page), { timeout: 120_000 })
        .toBeGreaterThanOrEqual(threshold);
      await cdp.send('Network.emulateNetworkConditions', { offline: true, ...conditions });
      // the behaviour under test: the connection stays down this long, longer each time
      await page.waitForTimeout(4000 + i * 1000);
      const during = await percent(page);
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...conditions });
      // progress counts finished parts: it never ran ahead while nothing could be sent
      expect(during).toBeLessThan(100);
    }
    await published(page, title);
    expect(await storedSha(title)).toBe(file.sha);
    // the drops cost retried parts, never a restart from zero
    expect(dropped.size).toBe(2);
    expect(sent.length).toBeGreaterThanOrEqual(planParts(300 * MB).length + 2);
    expect(sent.length).toBeLessThan(2 * planParts(300 * MB).length);
    await page.context().close();
  }, 300_000);

  test('a reload mid-upload offers to resume; the same file sends only what is missing', async () => {
    const file = await mp3File('sermon to resume.mp3', 100 * MB);
    const parts = planParts(100 * MB).length;
    const title = `E2E Resumed ${Date.now()}`;
    const page = await logIn();
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Audio file').setInputFiles(file.path);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => percent(page), { timeout: 60_000 }).toBeGreaterThanOrEqual(30);
    await page.reload();
    const note = page.getByRole('status').filter({ hasText: 'did not finish' });
    await note.waitFor();
    expect(await note.innerText()).toContain('sermon to resume.mp3');

    const sent: number[] = [];
    page.on('request', (r) => {
      const part = /partNumber=(\d+)/.exec(r.url());
      if (r.method() === 'PUT' && part) sent.push(Number(part[1]));
    });
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Audio file').setInputFiles(file.path);
    await page.getByRole('button', { name: 'Submit' }).click();
    await published(page, title);
    expect(await storedSha(title)).toBe(file.sha);
    expect(new Set(sent).size).toBeLessThan(parts);
    expect(await note.count()).toBe(0);
    await page.context().close();
  }, 180_000);
});
