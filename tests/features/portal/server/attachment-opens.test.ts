/**
 * Planning Center's `open` spent sparingly (attachment-opens.ts), with Planning Center faked and
 * the clock set: a signed URL is handed out again for the first half of its life and never once
 * it could not last, one without an expiry is never reused, Planning Center's 404 becomes the
 * site's own, and the memory of opens stays bounded. (The route's limit per address and the
 * reuse across requests: tests/features/portal/integration/attachment-opens.test.ts.)
 */
import { beforeEach, describe, expect, test } from 'vitest';
import type { PcoDeps } from '../../../../src/app/deps.ts';
import {
  countOpenRequest,
  OPEN_LIMIT,
  openAttachment,
} from '../../../../src/features/portal/server/attachment-opens.ts';
import { HttpError } from '../../../../src/platform/server/http/errors.ts';
import type { PcoClient } from '../../../../src/platform/server/pco/client.ts';
import { clock } from '../../../helpers/clock.ts';

const MINUTE = 60_000;
/** A presigned S3 URL signed at `at`, good for `seconds`. */
function signed(id: string, at: number, seconds = 3600): string {
  const date = new Date(at).toISOString().replace(/[-:]|\.\d{3}/g, '');
  return `https://files.pco.test/${id}?X-Amz-Date=${date}&X-Amz-Expires=${seconds}&n=${at}`;
}

let time: ReturnType<typeof clock>;
/** The attachments Planning Center was asked to open, in order. */
let posts: string[];
/** What Planning Center answers an open of the attachment (a thrown error: its failure). */
let answer: (id: string) => unknown;
let deps: Pick<PcoDeps, 'pco' | 'clock'>;
/** Ids no other test has opened: the module remembers opens for the whole file. */
let nextId = 1000;
const freshId = () => String(nextId++);

beforeEach(() => {
  time = clock(Date.UTC(2025, 0, 5, 12));
  posts = [];
  answer = (id) => ({ data: { attributes: { attachment_url: signed(id, time.now()) } } });
  const post = (path: string) => {
    const id = /\/attachments\/(\d+)\/open$/.exec(path)![1]!;
    posts.push(id);
    return Promise.resolve(id).then(answer);
  };
  deps = { pco: { post } as unknown as PcoClient, clock: time };
});

const urlOf = async (id: string) => (await openAttachment(deps, id)).data.attributes.attachment_url;

describe('openAttachment', () => {
  test('hands a signed URL out again for the first half of its life, then opens afresh', async () => {
    const id = freshId();
    const first = await urlOf(id);
    time.advance(29 * MINUTE);
    expect(await urlOf(id)).toBe(first);
    expect(posts).toEqual([id]);
    time.advance(2 * MINUTE); // past half of its hour
    expect(await urlOf(id)).not.toBe(first);
    expect(posts).toEqual([id, id]);
  });

  test('never reuses a URL with too little life, or one that does not say when it expires', async () => {
    const short = freshId();
    answer = (id) => ({ data: { attributes: { attachment_url: signed(id, time.now(), 300) } } });
    await urlOf(short);
    await urlOf(short);
    const unsigned = freshId();
    answer = (id) => ({ data: { attributes: { attachment_url: `https://files.pco.test/${id}` } } });
    await urlOf(unsigned);
    await urlOf(unsigned);
    expect(posts).toEqual([short, short, unsigned, unsigned]);
  });

  test("Planning Center's 404 is the site's own; its other failures pass as they are", async () => {
    answer = () => {
      throw new HttpError(404, 'Planning Center: Resource Not Found (attachment 9)');
    };
    await expect(urlOf(freshId())).rejects.toMatchObject({ status: 404, message: 'No such file.' });
    const outage = new HttpError(503, 'Planning Center is not answering.');
    answer = () => {
      throw outage;
    };
    await expect(urlOf(freshId())).rejects.toBe(outage);
  });

  test('an answer without a link is a 502 and is not remembered', async () => {
    const id = freshId();
    answer = () => ({ data: { attributes: {} } });
    await expect(urlOf(id)).rejects.toMatchObject({ status: 502 });
    answer = (at) => ({ data: { attributes: { attachment_url: signed(at, time.now()) } } });
    await urlOf(id);
    expect(posts).toEqual([id, id]);
  });

  test('remembers at most 2,000 opens: expired ones make room first, then the oldest goes', async () => {
    time.advance(24 * 60 * MINUTE); // what earlier tests opened has expired
    const [oldest, short] = [freshId(), freshId()];
    await urlOf(oldest);
    answer = (id) => ({ data: { attributes: { attachment_url: signed(id, time.now(), 600) } } });
    await urlOf(short); // reusable for 5 minutes
    answer = (id) => ({ data: { attributes: { attachment_url: signed(id, time.now()) } } });
    for (let i = 0; i < 1_998; i++) await urlOf(freshId());
    time.advance(6 * MINUTE);
    await urlOf(freshId()); // full: the expired one goes
    posts = [];
    await urlOf(oldest);
    expect(posts).toEqual([]);
    await urlOf(freshId()); // full, none expired: the oldest goes
    posts = [];
    await urlOf(oldest);
    expect(posts).toEqual([oldest]);
  });
});

describe('countOpenRequest', () => {
  test('allows an address its limit a minute, then answers 429 with when to come back', () => {
    const address = '2001:db8:5::1';
    for (let i = 0; i < OPEN_LIMIT.limit; i++) countOpenRequest(address);
    let refusal: unknown;
    try {
      countOpenRequest('2001:db8:5::ff'); // the same /64 network
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toMatchObject({ status: 429 });
    const seconds = Number((refusal as HttpError).headers['Retry-After']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect((refusal as HttpError).message).toContain(`${seconds} seconds`);
    expect(() => countOpenRequest('2001:db8:6::1')).not.toThrow();
  });
});
