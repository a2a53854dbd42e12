import { parseBuffer } from 'music-metadata';
import JSZip from 'jszip';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, test } from 'vitest';
import { DEMO_IDS } from '../../src/platform/server/config/index.ts';
import { congregation } from '../../src/demo/congregation.ts';
import { createEmulator } from '../../src/demo/emulator.ts';

const NOW = Date.parse('2025-03-05T15:00:00Z');
const clock = { now: NOW };
const emulator = createEmulator({
  prefix: '/demo/pco',
  now: () => clock.now,
  zone: 'America/New_York',
  rateLimit: { limit: 100_000, periodSeconds: 20 },
});
interface Res {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
  relationships: Record<string, { data: unknown[] }>;
}
interface ListDoc {
  data: Res[];
  included: Res[];
  links: { next?: string };
  meta: { total_count: number; next?: { offset: number } };
}
interface OneDoc {
  data: Res;
  included: Res[];
}
const call = (path: string, method = 'GET') =>
  Promise.resolve(emulator(new Request(`http://emu.test/demo/pco${path}`, { method })));
const list = async (path: string) => (await (await call(path)).json()) as ListDoc;
const one = async (path: string, method = 'GET') =>
  (await (await call(path, method)).json()) as OneDoc;
const attr = (r: Res, name: string) => String(r.attributes[name]);

describe('emulator JSON:API shapes', () => {
  test('pages with per_page (default 25, at most 100), offset, links.next and meta', async () => {
    const first = await list('/people/v2/people');
    expect(first.data).toHaveLength(25);
    expect(first.meta).toMatchObject({ total_count: 300, count: 25, next: { offset: 25 } });
    expect(new URL(first.links.next!).searchParams.get('offset')).toBe('25');
    const big = await list('/people/v2/people?per_page=500&offset=250');
    expect(big.data).toHaveLength(50);
    expect(big.links.next).toBeUndefined();
    expect(big.meta.next).toBeUndefined();
  });

  test('orders and filters with order= and where[]', async () => {
    const sorted = await list('/people/v2/people?per_page=100&order=-last_name');
    const names = sorted.data.map((p) => attr(p, 'last_name'));
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));
    const found = await list('/people/v2/people?where[id]=1000002');
    expect(found.data.map((p) => p.id)).toEqual(['1000002']);
    expect((await call('/people/v2/people?order=medical_notes')).status).toBe(400);
  });

  test('includes contact items of a person, with sensitive attributes present as in PCO', async () => {
    const doc = await one('/people/v2/people/1000001?include=emails,addresses,phone_numbers');
    expect(doc.data.attributes).toHaveProperty('medical_notes');
    expect(doc.data.attributes).toHaveProperty('passed_background_check');
    expect(attr(doc.data, 'birthdate')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const types = new Set(doc.included.map((i) => i.type));
    expect(types).toEqual(new Set(['Email', 'Address', 'PhoneNumber']));
    expect(doc.data.relationships['emails']!.data.length).toBeGreaterThan(0);
  });

  test('answers unknown records with a 404 error document', async () => {
    const response = await call('/people/v2/people/7');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      errors: [expect.objectContaining({ status: '404', title: 'Not Found' })],
    });
    expect((await call('/people/v2/lists/999/people')).status).toBe(404);
  });

  test('serves the directory and leaders lists as subsets', async () => {
    const directory = await list(`/people/v2/lists/${DEMO_IDS.directoryListId}/people?per_page=1`);
    const leaders = await list(
      `/people/v2/lists/${DEMO_IDS.householdLeadersListId}/people?per_page=1`,
    );
    expect(directory.meta.total_count).toBe(congregation().directoryIds.length);
    expect(leaders.meta.total_count).toBe(congregation().leaderIds.length);
    expect(leaders.meta.total_count).toBeLessThan(congregation().households.length);
  });

  test('filters media by type and event instances by tag', async () => {
    const curricula = await list('/services/v2/media?filter=curriculum&include=attachments');
    expect(curricula.data).toHaveLength(7);
    expect(curricula.included.length).toBe(7 * 24);
    const viaWhere = await list('/services/v2/media?where[media_type]=curriculum');
    expect(viaWhere.data).toHaveLength(7);
    const youth = await list(
      `/calendar/v2/tags/${DEMO_IDS.calendarTags.youth}/event_instances?filter=future&include=event&order=starts_at&per_page=100`,
    );
    const names = new Set(youth.included.map((e) => attr(e, 'name')));
    expect(names.has('D-Nite')).toBe(true);
    expect(names.has('Sunday Worship')).toBe(false);
    expect((await call('/calendar/v2/tags/1/event_instances')).status).toBe(404);
  });
});

describe('emulator rate limit', () => {
  test('reports usage in headers and answers 429 with Retry-After past the limit', async () => {
    const limited = createEmulator({
      prefix: '/p',
      now: () => NOW,
      zone: 'UTC',
      rateLimit: { limit: 3, periodSeconds: 20 },
    });
    const hit = () => limited(new Request('http://x/p/people/v2/people?per_page=1'));
    const ok = [hit(), hit(), hit()];
    expect(ok.map((r) => r.headers.get('X-PCO-API-Request-Rate-Count'))).toEqual(['1', '2', '3']);
    expect(ok[0]!.headers.get('X-PCO-API-Request-Rate-Limit')).toBe('3');
    expect(ok[0]!.headers.get('X-PCO-API-Request-Rate-Period')).toBe('20');
    const refused = hit();
    expect(refused.status).toBe(429);
    const otherSite = limited(new Request('http://y/p/people/v2/people?per_page=1'));
    expect(otherSite.status).toBe(200); // each site (like each Planning Center user) has its own budget
    expect(refused.headers.get('Retry-After')).toBe('20');
    expect(((await refused.json()) as { errors: { detail: string }[] }).errors[0]!.detail).toMatch(
      /Rate limit exceeded: 4 of 3 requests per 20 seconds/,
    );
  });
});

describe('emulator files', () => {
  const openUrl = async (path: string) => attr((await one(path, 'POST')).data, 'attachment_url');
  const download = (url: string) => Promise.resolve(emulator(new Request(url)));

  test('opens a curriculum PDF and DOCX that are real documents', async () => {
    const pdfResponse = await download(await openUrl('/services/v2/attachments/4001010/open'));
    expect(pdfResponse.headers.get('content-type')).toBe('application/pdf');
    const pdf = await PDFDocument.load(await pdfResponse.arrayBuffer());
    expect(pdf.getPageCount()).toBe(1);
    const docxResponse = await download(
      await openUrl('/services/v2/media/4001/attachments/4001011/open'),
    );
    const zip = await JSZip.loadAsync(await docxResponse.arrayBuffer());
    expect(await zip.file('word/document.xml')!.async('string')).toContain('Lesson 1');
  });

  test('opens a worship sample that is real MP3 audio a few seconds long', async () => {
    const response = await download(
      await openUrl(`/services/v2/media/${DEMO_IDS.worshipSamplesMediaId}/attachments/410001/open`),
    );
    const meta = await parseBuffer(new Uint8Array(await response.arrayBuffer()), {
      mimeType: 'audio/mpeg',
    });
    expect(meta.format.duration).toBeGreaterThan(1);
    expect(meta.format.duration).toBeLessThan(10);
  });

  test('refuses a tampered or expired link, and a file opened through the wrong media', async () => {
    const url = await openUrl('/services/v2/attachments/4001010/open');
    expect((await download(url.replace(/Signature=./, 'Signature=0'))).status).toBe(403);
    clock.now += 11 * 60_000;
    expect((await download(url)).status).toBe(403);
    clock.now = NOW;
    expect((await call('/services/v2/media/4002/attachments/4001010/open', 'POST')).status).toBe(
      404,
    );
  });

  test('draws avatars at the requested size', async () => {
    const svg = await (await call('/avatars/1000001.svg?w=200&h=200')).text();
    expect(svg).toMatch(/^<svg[^>]*width="200" height="200"/);
    expect((await call('/avatars/1.svg')).status).toBe(404);
  });
});
