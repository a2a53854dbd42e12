/**
 * The smoke run on Netlify's own engine (Netlify CLI serving Netlify's build, under Lambda's
 * module rules): every page, every public answer, a sermon, series, event and group page, each
 * gated answer after its login and each scheduled function once, answering as the local server
 * answers the same requests over the same storage and Planning Center; and the CLI's log of it
 * holds no function error and no answer served from a kept copy because the live one failed.
 */
import pLimit from 'p-limit';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Area } from '../../../src/platform/shared/api-types.ts';
import type { EventsAnswer } from '../../../src/features/events/shared/api-types.ts';
import type { GroupsAnswer } from '../../../src/features/groups/shared/api-types.ts';
import type { Episode } from '../../../src/features/sermons/shared/api-types.ts';
import { ROUTES } from '../../../src/platform/shared/routes.ts';
import { CALENDAR_KINDS, feedPath } from '../../../src/features/events/shared/calendar-links.ts';
import { startLocalServer } from '../../../tools/local/server.ts';
import { sessionCookie } from '../../helpers/passwords.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';
import { MODE } from '../../helpers/target.ts';
import { closeServer } from '../../../tools/local/listen.ts';

let cli: TestServer;
let local: { url: string; close(): Promise<void> };

beforeAll(async () => {
  if (MODE === 'production') return;
  cli = await startTestServer();
  // the local server, in this process, over the very storage and variables the CLI has
  const started = await startLocalServer({ root: process.cwd(), port: 0, schedules: false });
  local = {
    url: started.url,
    close: () => closeServer(started.server),
  };
});
afterAll(async () => {
  await local?.close();
  await cli?.close();
});

/** What an answer says, to hold the CLI's to the local server's. */
async function shape(base: string, path: string, headers: Record<string, string> = {}) {
  const answer = await fetch(base + path, { headers, redirect: 'manual' });
  const type = (answer.headers.get('content-type') ?? '').split(';')[0];
  await answer.body?.cancel();
  return `${answer.status} ${type}`;
}

/**
 * Both servers answer `paths` alike, each first with a success. Four paths at a time: all at
 * once, on a loaded runner, the CLI's fresh instance per call (the demo's Planning Center among
 * them) kept a sign-up list past Netlify's 30 s limit.
 */
async function expectAlike(paths: string[], headers: (base: string) => Record<string, string>) {
  const limit = pLimit(4);
  const answers = await Promise.all(
    paths.map((path) =>
      limit(() =>
        Promise.all([
          shape(cli.url, path, headers(cli.url)),
          shape(local.url, path, headers(local.url)),
        ]),
      ),
    ),
  );
  for (const [index, [onCli, onLocal]] of answers.entries()) {
    expect(onCli, paths[index]).toMatch(/^(200|30\d) /);
    expect(onCli, paths[index]).toBe(onLocal);
  }
}

const json = async <T>(path: string) => (await (await fetch(cli.url + path)).json()) as T;
const pathOf = (link: string) => new URL(link).pathname;

// the demo site, as a newcomer's `npm run preview` serves it: production mode, whose archive
// starts empty, runs every suite on Netlify's engine instead (tools/test.ts)
describe.skipIf(MODE === 'production')("the site on Netlify's engine", () => {
  test('every page answers as on the local server', async () => {
    await expectAlike(
      ROUTES.map((route) => route.path),
      () => ({}),
    );
  });

  test('every public answer, as on the local server', async () => {
    await expectAlike(
      [
        '/api/media',
        '/api/blog',
        '/api/worshipsamples',
        '/api/groups',
        '/api/signups',
        '/podcast.xml',
        ...CALENDAR_KINDS.map((kind) => `/api/events/${kind}`),
        ...CALENDAR_KINDS.map(feedPath),
      ],
      () => ({}),
    );
  });

  test('a sermon, its series, an event and a group have their pages', async () => {
    const episodes = await json<Episode[]>('/api/media');
    const sermon = episodes.find((episode) => episode.seriesLink)!;
    const events = await json<EventsAnswer>('/api/events/church');
    const groups = await json<GroupsAnswer>('/api/groups');
    await expectAlike(
      [
        pathOf(sermon.link!),
        sermon.seriesLink!,
        events.included![0]!.attributes.page,
        groups.groups[0]!.page,
      ],
      () => ({}),
    );
  });

  test.each([
    ['directory', ['/api/people', '/api/households', '/api/householdleaders']],
    ['dccyouth', ['/api/curriculums', '/api/plans', '/api/teams']],
    ['podcastadmin', ['/api/podcast', '/api/transcription', '/api/transcription/backfill']],
  ] as [Area, string[]][])('%s answers after its login', async (area, paths) => {
    const cookie = await sessionCookie(cli.url, area);
    await expectAlike(paths, () => ({ cookie }));
  });

  test('each scheduled function runs once', async () => {
    for (const name of ['transcription-poll', 'search-refresh']) {
      const answer = await fetch(`${cli.url}/.netlify/functions/${name}`, { method: 'POST' });
      await answer.body?.cancel();
      expect(answer.ok, `${name}: ${answer.status}`).toBe(true);
    }
  });

  test("the CLI's log holds no function error and no answer kept because the live one failed", async () => {
    const log = await cli.log();
    expect(log).toMatch(/Request from/);
    const faults = log
      .split('\n')
      .filter((line) =>
        /has returned an error|ERR_[A-Z_]+|Function invocation failed|serving the .* answer stored|fault in the site/.test(
          line,
        ),
      );
    expect(faults).toEqual([]);
  });
});
