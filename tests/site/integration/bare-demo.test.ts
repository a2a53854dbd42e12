/**
 * A demo on a bare Netlify site: the bundles with no variables at all, each instance with only
 * its own temp folder to write in. Every page and public answer works, the three areas open
 * with the demo passwords across instances, and the podcast admin says that it forgets uploads.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Episode } from '../../../src/features/sermons/shared/api-types.ts';
import { DEMO_PASSWORDS, type Area } from '../../../src/platform/server/config/index.ts';
import { spawnServer, type SpawnedServer } from '../../../tools/local/spawn-server.ts';
import { launchBrowser } from '../../helpers/browser.ts';
import { sessionCookie } from '../../helpers/passwords.ts';

/** Every variable the site reads, unset: what a new Netlify site made from the repository has. */
const SITE_VARIABLES =
  /^(PCO_|S3_|SESSION_SECRET|SITE_URL|DATA_DIR|MEDIA_PUBLIC_URL|.*_PASSWORD_HASH|CHURCH_TIMEZONE|URL|DEPLOY_)/;

let preview: SpawnedServer;
// `npm run preview` as its own process, whose environment lacks every variable the site reads
beforeAll(async () => {
  preview = await spawnServer(
    {},
    { script: ['tools/preview.ts', '--no-build'], unset: SITE_VARIABLES },
  );
});
afterAll(() => preview?.stop());

const get = (path: string, cookie = '') =>
  fetch(preview.url + path, { headers: cookie ? { cookie } : {} });
/**
 * An answer's status, its body read whole: a body left unread holds the connection paused, and
 * Node's fetch fails an assertion when the server then closes it (undici's `!this.paused`).
 */
const statusOf = async (path: string) => {
  const answer = await get(path);
  await answer.arrayBuffer();
  return answer.status;
};

/** A bare site opens with the demo passwords, whatever mode the suite runs in. */
const logIn = (area: Area) => sessionCookie(preview.url, area, DEMO_PASSWORDS[area]);

describe('a demo on a bare Netlify site', () => {
  test('serves the pages and every public answer, the seeded sermon archive included', async () => {
    for (const path of ['/', '/events', '/media', '/youth', '/directory', '/teacherportal']) {
      expect(await statusOf(path), path).toBe(200);
    }
    for (const path of [
      '/api/events/church',
      '/api/events/youth',
      '/api/worshipsamples',
      '/podcast.xml',
    ]) {
      expect(await statusOf(path), path).toBe(200);
    }
    const episodes = (await (await get('/api/media')).json()) as Episode[];
    expect(episodes.length).toBeGreaterThanOrEqual(40);
    // another instance serves the audio: it seeded the same archive into its own temp folder
    const audio = await get(new URL(episodes[0]!.enclosure.url).pathname);
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    expect((await audio.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  test('opens the three areas with the demo passwords, across instances', async () => {
    const people = await get('/api/people', await logIn('directory'));
    expect(people.status).toBe(200);
    expect(((await people.json()) as { data: unknown[] }).data.length).toBeGreaterThan(100);
    const curriculums = await get('/api/curriculums', await logIn('dccyouth'));
    expect(curriculums.status).toBe(200);
    await curriculums.arrayBuffer();
    const admin = await get('/api/podcast', await logIn('podcastadmin'));
    expect(await admin.json()).toMatchObject({ storage: 'instance' });
  });

  test('the podcast admin page says that a demo deploy forgets uploads', async () => {
    const browser = await launchBrowser();
    const page = await browser.newPage({ baseURL: preview.url });
    await page.goto('/podcastadmin');
    await page.getByLabel('Password').fill(DEMO_PASSWORDS.podcastadmin);
    await page.getByRole('button', { name: 'Login' }).click();
    const note = page.getByRole('note');
    await note.waitFor();
    expect(await note.textContent()).toMatch(/This is a demo deploy: it forgets uploads\./);
    await browser.close();
  });
});
