/**
 * Every kind of answer the site gives carries its security headers: static pages and their
 * .html names, the 404 page, /admin/, and every function's answers (JSON, feeds, calendars,
 * pages, errors, redirects, server-sent events, media files, the demo's Planning Center), with a
 * Content-Security-Policy that fits the answer; Strict-Transport-Security once the site is https.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSessionToken } from '../../../src/platform/server/auth/session.ts';
import type { Episode } from '../../../src/features/sermons/shared/api-types.ts';
import { config } from '../../../src/platform/server/config/index.ts';
import { RESOURCE_CSP } from '../../../src/platform/server/http/security-headers.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';
import { HEADERS_ON_FUNCTIONS, MODE, TARGET } from '../../helpers/target.ts';

type Kind = 'page' | 'admin' | 'resource' | 'media' | 'static' | 'site-wide';

/**
 * Netlify matches _headers against the address asked for, not the file it answers with: a
 * missing page's 404.html carries the site-wide rule (`/*`: no framing, no sniffing) and not the
 * 404 page's own Content-Security-Policy, as Netlify CLI shows. Our servers give it the page's.
 */
const MISSING_PAGE: Kind = TARGET === 'preview' ? 'site-wide' : 'page';
interface Case {
  path: string;
  status: number;
  kind: Kind;
  init?: RequestInit;
  /** Needs Planning Center, which a demo site reaches at its own address. */
  pco?: boolean;
}

function expectSecure(headers: Headers, kind: Kind, what: string): void {
  expect(headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  expect(headers.get('x-frame-options'), what).toBe('DENY');
  if (kind === 'site-wide') return;
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).not.toContain(',');
  if (kind === 'page') {
    expect(csp, what).toMatch(/^default-src 'self'; script-src 'self'( 'sha256-[\w+/=]+')*; /);
    expect(csp, what).not.toContain("unsafe-inline'; object");
  } else if (kind === 'resource') expect(csp, what).toBe(RESOURCE_CSP);
  else if (kind === 'media') expect(csp, what).toMatch(/^default-src 'none'; /);
  else if (kind === 'static') {
    // a file that is not a page runs no script (an SVG not even in a sandbox of its own)
    expect(csp, what).toMatch(/^default-src 'none'; style-src 'unsafe-inline'; /);
    expect(csp, what).not.toContain('script-src');
    if (what.endsWith('.svg')) expect(csp, what).toMatch(/; sandbox$/);
  } else expect(csp, what).toContain("'unsafe-eval'");
}

async function cases(base: string, site: string): Promise<Case[]> {
  const admin = `dcc_session=${await createSessionToken('podcastadmin', config())}`;
  const teacher = `dcc_session=${await createSessionToken('dccyouth', config())}`;
  const json = { 'content-type': 'application/json', origin: site, cookie: teacher };
  const media = (await (await fetch(`${base}/api/media`)).json()) as Episode[];
  // production mode starts with an empty archive: then the media and sermon cases are the 404s
  const first = media[0];
  const audio = first ? new URL(first.enclosure.url, base) : null;
  return [
    { path: '/', status: 200, kind: 'page' },
    { path: '/about', status: 200, kind: 'page' },
    { path: '/about.html', status: 200, kind: 'page' },
    { path: '/index.html', status: 200, kind: 'page' },
    { path: '/teacherportal/curriculum/4001', status: 200, kind: 'page' },
    { path: '/no-such-page', status: 404, kind: MISSING_PAGE },
    { path: '/templates/sermon', status: 404, kind: 'page' },
    { path: '/admin/', status: 200, kind: 'admin' },
    { path: '/logo.svg', status: 200, kind: 'static' },
    { path: '/favicon.svg', status: 200, kind: 'static' },
    { path: '/docs/constitution.pdf', status: 200, kind: 'static' },
    { path: '/robots.txt', status: 200, kind: 'static' },
    { path: '/api/blog', status: 200, kind: 'resource' },
    { path: '/api/events/church', status: 200, kind: 'resource', pco: true },
    { path: '/api/events/nope', status: 404, kind: 'resource' },
    { path: '/api/worshipsamples', status: 200, kind: 'resource', pco: true },
    { path: '/api/media', status: 200, kind: 'resource' },
    { path: '/api/calendar/church.ics', status: 200, kind: 'resource', pco: true },
    { path: '/podcast.xml', status: 200, kind: 'resource' },
    ...[
      'people',
      'people/1',
      'households',
      'householdleaders',
      'plans',
      'curriculums',
      'teams',
    ].map((name) => ({ path: `/api/${name}`, status: 401, kind: 'resource' as const })),
    { path: '/api/podcast', status: 401, kind: 'resource' },
    { path: '/api/sse', status: 401, kind: 'resource' },
    { path: '/login', status: 200, kind: 'resource' },
    // without a session: logging out would revoke the one the cases below use
    {
      path: '/logout',
      status: 200,
      kind: 'resource',
      init: { method: 'POST', headers: { origin: site } },
    },
    ...['/api/attachment', '/api/plans/attachment', '/login'].map((path) => ({
      path,
      status: 413,
      kind: 'resource' as const,
      init: { method: 'POST', headers: json, body: `{"x":"${'a'.repeat(8192)}"}` },
    })),
    { path: '/api/podcast', status: 200, kind: 'resource', init: { headers: { cookie: admin } } },
    { path: '/sermons/1999-01-03-no-such-sermon', status: 404, kind: 'page' },
    { path: '/sermons/series/no-such-series', status: 404, kind: 'page' },
    { path: '/events/6101', status: 301, kind: 'resource', pco: true },
    {
      path: '/events/6101-9-00-am-service-registration-required',
      status: 200,
      kind: 'page',
      pco: true,
    },
    { path: '/events/not-an-event', status: 404, kind: 'page', pco: true },
    { path: '/demo/pco/people/v2/people', status: MODE === 'demo' ? 200 : 404, kind: 'resource' },
    ...(first
      ? [
          { path: new URL(first.link!, base).pathname, status: 200, kind: 'page' as const },
          { path: first.seriesLink!, status: 200, kind: 'page' as const },
        ]
      : []),
    // with S3 the audio lives on the media host, and /media/ answers 404 as JSON
    ...(audio?.origin === base
      ? [{ path: audio.pathname, status: 200, kind: 'media' as const }]
      : [{ path: '/media/x.mp3', status: 404, kind: 'resource' as const }]),
  ];
}

describe.each([
  { name: 'an http site', siteUrl: null },
  { name: 'an https site', siteUrl: 'https://www.dcc.example' },
])('security headers of every answer, on $name', ({ siteUrl }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(siteUrl ? { SITE_URL: siteUrl } : {});
  });
  afterAll(() => server?.close());

  test('pages, files, functions, errors and redirects', async () => {
    const base = server.url;
    // the demo's Planning Center answers at the site's address, which is not this server's
    const all = await cases(base, siteUrl ?? base);
    for (const c of all.filter((c) => !(siteUrl && MODE === 'demo' && c.pco))) {
      const what = `${c.init?.method ?? 'GET'} ${c.path}`;
      const answer = await fetch(`${base}${c.path}`, { redirect: 'manual', ...c.init });
      await answer.body?.cancel();
      expect(answer.status, what).toBe(c.status);
      expectSecure(answer.headers, c.kind, what);
      // functions add HSTS only on an https site; static files carry the deploy's _headers
      if (siteUrl)
        expect(answer.headers.get('strict-transport-security'), what).toMatch(/max-age=\d{8}/);
    }
  });

  test('server-sent events carry them too; HSTS on functions only for https', async () => {
    const admin = `dcc_session=${await createSessionToken('podcastadmin', config())}`;
    const events = await fetch(`${server.url}/api/sse`, { headers: { cookie: admin } });
    await events.body?.cancel();
    expect(events.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expectSecure(events.headers, 'resource', 'GET /api/sse');
    const json = await fetch(`${server.url}/api/blog`);
    const hsts = json.headers.get('strict-transport-security');
    expect(hsts === null, 'HSTS on a function answer').toBe(
      siteUrl === null && !HEADERS_ON_FUNCTIONS,
    );
  });
});
