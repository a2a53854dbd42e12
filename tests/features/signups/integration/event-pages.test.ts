/**
 * Sign-ups on event pages (docs/requirements.md section 2, Sign-ups): an event connected to a
 * shown sign-up shows its facts and one button to Church Center in place of the bare Register
 * link; an event connected to nothing shown keeps its page as before; nothing planted in hidden
 * sign-ups or private records appears on any event page.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { PLANTED_SIGNUP } from '../../../../src/demo/index.ts';
import { startTestServer, type TestServer } from '../../../helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function page(path: string): Promise<string> {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
}

test('the 9:00 service page shows its sign-up and one Register button', async () => {
  const html = await page('/events/6101');
  expect(html).toContain('Sign up: 9:00 AM Sunday Service');
  expect(html).toContain('href="https://dcc.churchcenter.com/registrations/events/2210901"');
  expect(html).toMatch(/>Register<span class="visually-hidden">: 9:00 AM Sunday Service/);
  // the bare Register link of the Calendar event is replaced, not added to
  expect(html).not.toContain('Register<span class="visually-hidden"> for ');
  expect(html).toContain('Free');
  expect(html).toContain('Dogwood Community Church, 2400 Dogwood Lane, Cary, NC 27513');
  expect(html).toMatch(/and \d+ more times/);
});

test('an event whose sign-up opens next week says when, on its button too', async () => {
  const html = await page('/events/6202');
  expect(html).toMatch(/>Registration opens \w{3}, \w{3} \d+ at \d+:\d\d [AP]M<span/);
  expect(html).toContain('$15.00');
});

test('an event without a shown sign-up keeps its page, and nothing private shows', async () => {
  const paths = ['/events/6001', '/events/6101', '/events/6103', '/events/6202'];
  const pages = await Promise.all(paths.map(page));
  expect(pages[0]).not.toContain('Sign up:');
  for (const [index, html] of pages.entries())
    for (const planted of Object.values(PLANTED_SIGNUP))
      expect(html, paths[index]).not.toContain(String(planted));
});
