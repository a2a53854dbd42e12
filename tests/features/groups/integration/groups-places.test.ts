/**
 * Approximate places and third-party images in everything the server sends for groups and
 * events (docs/security.md, "Where each rule is enforced"): the demo's homes in odd shapes
 * ("Plantedjohnson Farm, Plantedoak Hollow Road, NC 27513", "The Plantedjohnson Home, 27539")
 * show their ZIP alone, and the tracking images in a group's description and an event's
 * details are links, never an <img> that loads from another site. In production mode the same
 * checks run against the Planning Center stand-in.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { EventsAnswer } from '../../../../src/features/events/shared/api-types.ts';
import type { GroupsAnswer } from '../../../../src/features/groups/shared/api-types.ts';
import { searchSite } from '../../../helpers/search.ts';
import { startTestServer, type TestServer } from '../../../helpers/server.ts';

const TRACKER = 'https://tracker.example.net/pixel.gif';

/**
 * Elements in served text that would load from another site: any but the site's own and the
 * local stand-ins' (a group's header image comes from Planning Center's host, here local).
 */
function outsideLoads(text: string): string[] {
  const markup = text.replace(/\\"/g, '"').replace(/\\u003c/gi, '<');
  const local = /\s(src|srcset|data)="(https?:\/\/(127\.0\.0\.1|localhost)[:/]|\/(?!\/))/;
  return [...markup.matchAll(/<(img|source|video|audio|iframe|embed|object)\b[^>]*>/gi)]
    .map(([element]) => element)
    .filter((element) => !local.test(element));
}

let server: TestServer;
let groups: GroupsAnswer;
beforeAll(async () => {
  server = await startTestServer();
  groups = (await (await fetch(`${server.url}/api/groups`)).json()) as GroupsAnswer;
});
afterAll(() => server.close());

describe('approximate homes in odd shapes', () => {
  test('show the ZIP alone, never a road or household name', () => {
    const byName = new Map(groups.groups.map((g) => [g.name, g]));
    expect(byName.get('Empty Nesters Fellowship')!.place).toEqual({ kind: 'area', text: '27513' });
    expect(byName.get('Middle School Hangout')!.place).toEqual({ kind: 'area', text: '27539' });
    expect(byName.get('Young Adults Community')!.place).toEqual({
      kind: 'area',
      text: 'Cary, NC 27519',
    });
  });

  test('no answer, page or search record carries the street or name', async () => {
    const texts = [await (await fetch(`${server.url}/api/groups`)).text()];
    for (const group of groups.groups)
      texts.push(await (await fetch(server.url + group.page)).text());
    texts.push(JSON.stringify(await searchSite(server.url, 'Hollow Johnson Farm Home', 20)));
    for (const text of texts)
      for (const secret of ['Plantedjohnson', 'Plantedoak', 'Hollow Road', 'Farm', 'Johnson'])
        expect(text).not.toContain(secret);
  });
});

describe('images from Planning Center', () => {
  test("a group's tracking image is a link in its answer and page, never loaded", async () => {
    const study = groups.groups.find((g) => g.name === 'Tuesday Night Bible Study')!;
    expect(study.descriptionHtml).toContain(`<a href="${TRACKER}?group=7001"`);
    const api = await (await fetch(`${server.url}/api/groups`)).text();
    expect(outsideLoads(api)).toEqual([]);
    for (const group of groups.groups) {
      const html = await (await fetch(server.url + group.page)).text();
      expect(outsideLoads(html), group.page).toEqual([]);
    }
  });

  test("an event's tracking image is a link in the lists and its page, never loaded", async () => {
    const answer = (await (await fetch(`${server.url}/api/events/special`)).json()) as EventsAnswer;
    const picnic = answer.included!.find((e) => e.attributes.name === 'Church Picnic')!.attributes;
    expect(picnic.details_html).toContain(`<a href="${TRACKER}?event=6103"`);
    expect(picnic.details).toBe(
      'Bring a side dish to share; we provide the main course.\nRain or shine under the pavilion.',
    );
    for (const path of ['/api/events/special', picnic.page, '/events']) {
      const text = await (await fetch(server.url + path)).text();
      expect(outsideLoads(text), path).toEqual([]);
    }
  });
});
