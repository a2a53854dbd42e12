/**
 * The public /api/attachment route (docs/security.md): anonymous callers open only the worship
 * samples the worship page lists; opens are reused while their signed URL has life left; each
 * client address is limited, with a 429 that says when to come back.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type {
  AttachmentUrlAnswer,
  CurriculumsAnswer,
} from '../../../../src/features/portal/shared/api-types.ts';
import type { WorshipSamplesAnswer } from '../../../../src/features/worship/shared/api-types.ts';
import { OPEN_LIMIT } from '../../../../src/features/portal/server/attachment-opens.ts';
import { WORSHIP_CHARTS } from '../../../../src/demo/index.ts';
import { createSessionToken } from '../../../../src/platform/server/auth/session.ts';
import { config } from '../../../../src/platform/server/config/index.ts';
import { startTestServer, type TestServer } from '../../../helpers/server.ts';
import { TARGET } from '../../../helpers/target.ts';

let server: TestServer;
let samples: WorshipSamplesAnswer;
let curriculums: CurriculumsAnswer;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** POST /api/attachment from a chosen loopback address (the site sees it as the client's). */
function open(ids: object, from = '127.0.0.1', cookie?: string): Promise<Answer> {
  const url = new URL('/api/attachment', server.url);
  const body = JSON.stringify(ids);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        localAddress: from,
        headers: {
          'content-type': 'application/json',
          origin: server.url,
          'content-length': Buffer.byteLength(body),
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const urlOf = (answer: Answer) =>
  (JSON.parse(answer.body) as AttachmentUrlAnswer).data.attributes.attachment_url;
let nextAddress = 10;
/** A loopback address no other test has used, so each test has the whole limit. */
const freshAddress = () => `127.0.0.${nextAddress++}`;

beforeAll(async () => {
  server = await startTestServer();
  const teacher = `dcc_session=${await createSessionToken('dccyouth', config())}`;
  samples = (await (
    await fetch(`${server.url}/api/worshipsamples`)
  ).json()) as WorshipSamplesAnswer;
  curriculums = (await (
    await fetch(`${server.url}/api/curriculums`, { headers: { cookie: teacher } })
  ).json()) as CurriculumsAnswer;
});
afterAll(() => server.close());

describe('anonymous opens', () => {
  test('a worship sample the worship page lists opens and plays', async () => {
    const sample = samples.data[0]!;
    const answer = await open({ mediaId: samples.meta.media_id, attachmentId: sample.id });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const file = await fetch(urlOf(answer));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('audio/mpeg');
  });

  test('a curriculum lesson is refused exactly like a media that does not exist', async () => {
    const lesson = curriculums.included![0]!;
    const from = freshAddress();
    const refused = await open(
      { mediaId: lesson.relationships.attachable.data.id, attachmentId: lesson.id },
      from,
    );
    expect(refused.status).toBe(401);
    const unknown = await open({ mediaId: '987654', attachmentId: lesson.id }, from);
    expect([unknown.status, unknown.body]).toEqual([refused.status, refused.body]);
    expect(refused.body).not.toMatch(/curricul|lesson|media/i);
  });

  test('a file of the worship media that the worship page does not list is the same 404 as none', async () => {
    const from = freshAddress();
    const mediaId = samples.meta.media_id;
    // the demo's worship media also holds chord charts (a PDF), which the page does not list
    expect(samples.data.map((s) => s.id)).not.toContain(WORSHIP_CHARTS.id);
    const charts = await open({ mediaId, attachmentId: WORSHIP_CHARTS.id }, from);
    const lesson = await open({ mediaId, attachmentId: curriculums.included![0]!.id }, from);
    const unknown = await open({ mediaId, attachmentId: '123' }, from);
    expect(charts.status).toBe(404);
    expect([charts.status, charts.body]).toEqual([unknown.status, unknown.body]);
    expect([lesson.status, lesson.body]).toEqual([unknown.status, unknown.body]);
  });
});

// both live in one warm instance's memory (src/features/portal/server/attachment-opens.ts);
// Netlify CLI starts every request afresh, and the platform's own limit holds across instances
describe.skipIf(TARGET === 'preview')('opens are spent sparingly', () => {
  test('a second open of the same file reuses the signed URL while it has life left', async () => {
    const ids = { mediaId: samples.meta.media_id, attachmentId: samples.data[1]!.id };
    const first = urlOf(await open(ids, freshAddress()));
    // a fresh open a second later would be signed at another X-Amz-Date
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const second = urlOf(await open(ids, freshAddress()));
    expect(new URL(second).searchParams.get('X-Amz-Date')).toBeTruthy();
    expect(second).toBe(first);
  });

  test('one address gets 429 with Retry-After after its limit; others still open', async () => {
    const ids = { mediaId: samples.meta.media_id, attachmentId: samples.data[2]!.id };
    const from = freshAddress();
    for (let i = 0; i < OPEN_LIMIT.limit; i++) expect((await open(ids, from)).status).toBe(200);
    const refused = await open(ids, from);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(OPEN_LIMIT.windowMs / 1000);
    expect((JSON.parse(refused.body) as { message: string }).message).toMatch(
      /Too many files .* try again in \d+ seconds/,
    );
    expect((await open(ids, freshAddress())).status).toBe(200);
  });
});
