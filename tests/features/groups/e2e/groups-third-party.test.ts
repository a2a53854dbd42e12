/**
 * A visitor's browser contacts no other site because of Planning Center's HTML (docs/security.md,
 * "Where each rule is enforced"): the demo's tracking images, in a group's description and an
 * event's details, are links, so opening the finder, that group's page, the events and that
 * event's page asks nothing of any host but the site's own (and the local stand-ins').
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { EventsAnswer } from '../../../../src/features/events/shared/api-types.ts';
import type { GroupsAnswer } from '../../../../src/features/groups/shared/api-types.ts';
import { baseUrl, DESKTOP, launchBrowser } from '../../../helpers/browser.ts';
import { api } from '../../../helpers/live-helpers.ts';

const LOCAL = new Set(['127.0.0.1', 'localhost', '[::1]']);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The outside addresses a page asked for, from its first request until it is quiet, scrolled. */
async function outsideRequests(path: string): Promise<string[]> {
  const context = await browser.newContext({ ...DESKTOP, baseURL: baseUrl() });
  const asked: string[] = [];
  // recorded and refused: the test needs no network, and a refusal is still a contact
  await context.route(
    (url) => url.protocol !== 'data:' && !LOCAL.has(url.hostname),
    (route) => {
      asked.push(route.request().url());
      return route.abort();
    },
  );
  const page = await context.newPage();
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  await context.close();
  return asked;
}

test('the group finder and a group page with a tracking image contact no other site', async () => {
  const { groups } = await api<GroupsAnswer>('/api/groups');
  const study = groups.find((g) => g.name === 'Tuesday Night Bible Study')!;
  expect(study.descriptionHtml).toContain('tracker.example.net');
  for (const path of ['/groups', study.page]) expect(await outsideRequests(path), path).toEqual([]);
});

test('the events and an event page with a tracking image contact no other site', async () => {
  const answer = await api<EventsAnswer>('/api/events/special');
  const picnic = answer.included!.find((e) => e.attributes.name === 'Church Picnic')!;
  expect(picnic.attributes.details_html).toContain('tracker.example.net');
  for (const path of ['/events', picnic.attributes.page])
    expect(await outsideRequests(path), path).toEqual([]);
});
