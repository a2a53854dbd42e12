/**
 * /api/podcast-uploads names its actions by path (docs/requirements.md section 7): an unknown
 * action is a 404 for the podcast admin and a 401 for anyone else; a body of the wrong shape for
 * its action is a 400 naming the field; and stored data stays byte-identical.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type {
  PartUploadAnswer,
  SignAnswer,
} from '../../../../src/features/podcast/shared/types.ts';
import { startPodcastHarness, type PodcastHarness } from '../../../helpers/podcast-client.ts';

let h: PodcastHarness;
let before: string;
beforeAll(async () => {
  h = await startPodcastHarness();
  await h.episodes(); // the demo archive is made on the first read: made before the snapshot
  before = await h.snapshot();
});
afterAll(() => h?.close());

test('an unknown action is a 404 for the admin, a 401 for anyone else', async () => {
  for (const action of ['sign', 'delete', 'start.json']) {
    const answer = await h.uploads(action, { token: 'x' });
    expect(answer.status, action).toBe(404);
    expect((answer.body as { message: string }).message).toMatch(/start, parts, resume and abort/);
  }
  const outsider = await fetch(`${h.server.url}/api/podcast-uploads/sign`, {
    method: 'POST',
    headers: { origin: h.server.url, 'content-type': 'application/json' },
    body: '{}',
  });
  expect(outsider.status).toBe(401);
  expect(await h.snapshot()).toBe(before);
});

test('a wrong body for its action is a 400 naming the field', async () => {
  const cases: [string, unknown, string][] = [
    ['start', { resume: 'token' }, '`files`'],
    ['start', { files: [{ field: 'video', size: 1, type: 'video/mp4' }] }, '`files[0].field`'],
    ['start', { files: [{ field: 'audio', size: '1', type: 'audio/mpeg' }] }, '`files[0].size`'],
    ['parts', { sign: 'token', parts: [1] }, '`token`'],
    ['parts', { token: 'token' }, '`parts`'],
    ['resume', { resume: 'token' }, '`token`'],
    ['abort', { token: 42 }, '`token`'],
  ];
  for (const [action, body, field] of cases) {
    const answer = await h.uploads(action, body);
    expect(answer.status, `${action} ${JSON.stringify(body)}`).toBe(400);
    expect((answer.body as { message: string }).message).toContain(field);
  }
  expect(await h.snapshot()).toBe(before);
});

test('a right body reaches its action: start signs (or not), abort drops what it signed', async () => {
  const answer = await h.uploads('start', {
    title: 'Local',
    files: [{ field: 'audio', size: 1000, type: 'audio/mpeg' }],
  });
  expect(answer.status).toBe(200);
  const body = answer.body as SignAnswer;
  if (!body.direct) {
    // file storage (demo mode) cannot sign: the files will travel in the form
    expect(body.uploads).toEqual([]);
  } else {
    // S3 (production mode): the audio as a part upload, which abort drops again
    const upload = body.uploads[0] as PartUploadAnswer;
    expect(upload).toMatchObject({ field: 'audio', method: 'MULTIPART' });
    expect((await h.uploads('abort', { token: upload.token })).status).toBe(204);
  }
  expect(await h.snapshot()).toBe(before);
});
