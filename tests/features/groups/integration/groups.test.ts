/**
 * The group finder's answers (docs/security.md, "What is protected"): /api/groups and every group's page
 * carry nothing the demo congregation planted for no stranger to see (unlisted, archived and
 * hidden-type groups, home streets, coordinates, meeting links, leaders' emails, confidential
 * member counts, the private tag group); an unlisted, archived or unknown group's page is one
 * 404, byte for byte; a short slug redirects; answers are public and revalidate with an ETag.
 * In production mode the same checks run against the Planning Center stand-in.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { GroupsAnswer } from '../../../../src/features/groups/shared/api-types.ts';
import { DEMO_GROUPS, PLANTED_GROUP_TEXT } from '../../../../src/demo/index.ts';
import { searchSite } from '../../../helpers/search.ts';
import { startTestServer, type TestServer } from '../../../helpers/server.ts';
import { TARGET } from '../../../helpers/target.ts';
import { wholeAnswer } from '../../../helpers/whole-answer.ts';

function expectNothingPlanted(text: string, where: string) {
  for (const planted of PLANTED_GROUP_TEXT)
    expect(text, `${where}: ${planted}`).not.toContain(planted);
}

let server: TestServer;
let answer: GroupsAnswer;
beforeAll(async () => {
  server = await startTestServer();
  const response = await fetch(`${server.url}/api/groups`);
  expect(response.status).toBe(200);
  answer = (await response.json()) as GroupsAnswer;
});
afterAll(() => server.close());

describe('/api/groups', () => {
  test('lists exactly the groups a stranger may find', () => {
    const listed = DEMO_GROUPS.filter((g) => !g.name.startsWith('Planted')).map((g) => g.id);
    expect(answer.groups.map((g) => g.id).sort()).toEqual([...listed].sort());
  });

  test('carries nothing planted, and no field the screen does not show', async () => {
    const text = await (await fetch(`${server.url}/api/groups`)).text();
    expectNothingPlanted(text, '/api/groups');
    for (const field of ['contact_email', 'virtual_location_url', 'memberships_count', 'leader'])
      expect(text).not.toContain(field);
    expect(answer.tagGroups.map((t) => t.name)).toEqual(['Life Stage', 'Area']);
  });

  test('shapes each place by its display preference', () => {
    const byName = new Map(answer.groups.map((g) => [g.name, g]));
    expect(byName.get('Young Adults Community')!.place).toEqual({
      kind: 'area',
      text: 'Cary, NC 27519',
    });
    expect(byName.get('Apex Families Group')!.place).toBeNull();
    expect(byName.get('Online Prayer Group')!.place).toEqual({ kind: 'online' });
    expect(byName.get("Men's Breakfast")!.place).toEqual({
      kind: 'address',
      name: 'Dogwood Diner',
      text: '210 Academy Street, Cary, NC 27511',
    });
  });

  test('no member count where members are confidential; statuses and buttons', () => {
    const byName = new Map(answer.groups.map((g) => [g.name, g]));
    expect(byName.get('Youth Group')!.members).toBeNull();
    expect(byName.get('Young Adults Community')!.members).toBeNull();
    expect(byName.get('Foundations Class')!.members).toBe(20);
    expect(byName.get('Young Adults Community')!.status).toBe('request');
    expect(byName.get('Empty Nesters Fellowship')!.status).toBe('full');
    expect(byName.get('Marriage Class')!.status).toBe('closed');
    expect(byName.get('Foundations Class')!.url).toMatch(/^https:\/\/dcc\.churchcenter\.com\//);
  });

  test('descriptions are sanitized on the server', () => {
    const study = answer.groups.find((g) => g.name === 'Tuesday Night Bible Study')!;
    expect(study.descriptionHtml).toContain('<strong>Newcomers welcome.</strong>');
    expect(study.descriptionHtml).not.toMatch(/script|javascript:/i);
    // a link whose address was dropped is its text alone: no anchor without an address
    expect(study.descriptionHtml).toContain('<p>Read the plan</p>');
  });

  test('is public, and a repeat with its ETag is a 304', async () => {
    const first = await fetch(`${server.url}/api/groups`);
    expect(first.headers.get('cache-control')).toMatch(/^public/);
    const etag = first.headers.get('etag')!;
    const again = await fetch(`${server.url}/api/groups`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });
});

describe('/groups/{slug}', () => {
  test('every listed group has a page with its title, canonical link and nothing planted', async () => {
    for (const group of answer.groups) {
      const response = await fetch(server.url + group.page, { redirect: 'manual' });
      expect(response.status, group.page).toBe(200);
      const html = await response.text();
      expectNothingPlanted(html, group.page);
      expect(html).toContain(`<link rel="canonical" href="${server.url}${group.page}"`);
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(html).toContain('application/ld+json');
    }
  });

  test('a group that shows events publicly lists its upcoming ones, others none', async () => {
    const breakfast = answer.groups.find((g) => g.name === "Men's Breakfast")!;
    const html = await (await fetch(server.url + breakfast.page)).text();
    expect(html).toContain("Men's Breakfast potluck");
    const youth = answer.groups.find((g) => g.name === 'Youth Group')!;
    expect(await (await fetch(server.url + youth.page)).text()).not.toContain('gathering');
  });

  test('a short slug redirects to the full address', async () => {
    const group = answer.groups[0]!;
    const response = await fetch(`${server.url}/groups/${group.id}`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(group.page);
  });

  test('an unlisted, archived, hidden-type or unknown group gets the same 404, byte for byte', async () => {
    const unknown = await wholeAnswer(`${server.url}/groups/424242-no-such-group`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain('We could not find that group');
    const paths = ['/groups/9999', '/groups/not-a-group'];
    for (const group of DEMO_GROUPS.filter((g) => g.name.startsWith('Planted'))) {
      const slug = group.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
      paths.push(`/groups/${group.id}`, `/groups/${group.id}-${slug}`);
    }
    for (const path of paths) expect(await wholeAnswer(server.url + path), path).toEqual(unknown);
  });
});

// A deploy indexes the groups its build reads from the live site's /api/groups; Netlify's build
// in the tests has no site before it to read, and our servers index their own on start, so the
// index's groups are checked on the sources (build/search-records.test.ts checks the reading).
describe.skipIf(TARGET === 'preview')('the search index', () => {
  test('holds the public groups (name, kind, schedule, description) and no other', async () => {
    const byName = await searchSite(server.url, 'Young Adults Community');
    const young = answer.groups.find((g) => g.name === 'Young Adults Community')!;
    expect(byName.map((f) => f.url)).toContain(young.page);
    expect(byName.find((f) => f.url === young.page)!.meta['kind']).toBe('Group');
    const byWords = await searchSite(server.url, 'potluck flown', 10);
    expect(byWords.map((f) => f.url)).toContain(
      answer.groups.find((g) => g.name === 'Empty Nesters Fellowship')!.page,
    );
    for (const hidden of DEMO_GROUPS.filter((g) => g.name.startsWith('Planted'))) {
      const found = await searchSite(server.url, hidden.name.replace('Planted ', ''), 20);
      for (const f of found) expect(f.url, hidden.name).not.toContain(`/groups/${hidden.id}`);
      const text = JSON.stringify(await searchSite(server.url, 'Planted', 20));
      expect(text).not.toContain('Planted');
    }
  });
});
