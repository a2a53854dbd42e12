import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { getConfig, resetConfig, useConfig } from '../../src/platform/server/config/index.ts';
import { getCurriculums, getPlans, getTeams } from '../../src/features/portal/server/portal.ts';
import { getEvents } from '../../src/features/events/server/events.ts';
import { getHouseholds, getPerson, monthDay } from '../../src/features/directory/server/people.ts';
import { serverDeps } from '../../src/app/composition.ts';
import { congregation, createEmulator } from '../../src/demo/index.ts';

/**
 * The data layer against Planning Center answers shaped differently from our emulator's but as
 * the documentation allows: no to-many relationship data, split street lines, hidden events.
 */
type Doc = { data: unknown; included?: unknown[] };
type Res = {
  type: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, unknown>;
};

const emulator = createEmulator({
  prefix: '/demo/pco',
  zone: 'America/New_York',
  rateLimit: { limit: 10_000, periodSeconds: 20 },
});
let rewrite: (doc: Doc, url: URL) => void = () => {};
const dataDir = mkdtempSync(join(tmpdir(), 'dcc-pco-data-'));

beforeAll(() => {
  useConfig(getConfig({ SITE_URL: 'http://church.test', DATA_DIR: dataDir }));
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const response = emulator(request);
    if (!response.headers.get('content-type')?.includes('json')) return response;
    const doc = (await response.json()) as Doc;
    rewrite(doc, new URL(request.url));
    return Response.json(doc, { status: response.status });
  });
});
beforeEach(() => {
  rewrite = () => {};
  serverDeps().pco.clearCache();
});
afterAll(() => {
  vi.unstubAllGlobals();
  resetConfig();
  rmSync(dataDir, { recursive: true, force: true });
});

const resources = (doc: Doc): Res[] => {
  const data: unknown[] = Array.isArray(doc.data) ? doc.data : [doc.data];
  return [...data, ...(doc.included ?? [])] as Res[];
};

describe('data layer with documented response variants', () => {
  test('households without linked people take their members from the people side', async () => {
    rewrite = (doc, url) => {
      if (url.pathname.endsWith('/households'))
        for (const r of resources(doc)) delete r.relationships?.['people'];
    };
    const answer = await getHouseholds(serverDeps());
    const source = congregation().households[0]!;
    expect(answer.data[0]!.relationships.people.data.map((r) => r.id)).toEqual(source.memberIds);
  });

  test('curriculum media without linked attachments fetch their files one media at a time', async () => {
    rewrite = (doc, url) => {
      if (url.pathname.endsWith('/media')) {
        for (const r of resources(doc)) if (r.type === 'Media') r.relationships = {};
        doc.included = [];
      }
    };
    const answer = await getCurriculums(serverDeps());
    expect(answer.data).toHaveLength(7);
    expect(answer.included).toHaveLength(7 * 24);
    expect(answer.data[0]!.relationships.attachments.data).toHaveLength(24);
  });
});

describe('data layer with documented response variants', () => {
  test('addresses with street lines instead of street, and the year kept off birthdays', async () => {
    rewrite = (doc) => {
      for (const r of resources(doc)) {
        if (r.type !== 'Address') continue;
        r.attributes['street_line_2'] = 'Apt 4';
        delete r.attributes['street'];
      }
    };
    const id = congregation().directoryIds[0]!;
    const answer = await getPerson(serverDeps(), id);
    const address = answer.included.find((i) => i.type === 'Address')!;
    expect(address.attributes.street).toBe(
      `${congregation().byId.get(id)!.addresses[0]!.street}, Apt 4`,
    );
    expect(monthDay('1987-03-05')).toBe('03-05');
    expect(monthDay(null)).toBeNull();
  });

  test('events hidden from Church Center stay off the website', async () => {
    rewrite = (doc) => {
      for (const r of resources(doc))
        if (r.type === 'Event' && r.attributes['name'] === 'D-Nite')
          r.attributes['visible_in_church_center'] = false;
    };
    const answer = await getEvents(serverDeps(), 'youth');
    expect(answer.included!.map((e) => e.attributes.name)).not.toContain('D-Nite');
    expect(
      answer.data.every((i) =>
        answer.included!.some((e) => e.id === i.relationships.event.data.id),
      ),
    ).toBe(true);
  });

  test('event details leave the server as safe markup, with their formatting kept', async () => {
    rewrite = (doc) => {
      for (const r of resources(doc))
        if (r.type === 'Event' && r.attributes['name'] === 'D-Nite')
          r.attributes['description'] =
            '**Games** at https://dcc.example/dnite <img src=x onerror=alert(1)>' +
            '<script>alert(2)</script>[sign up](javascript:alert(3))';
    };
    const answer = await getEvents(serverDeps(), 'youth');
    const dnite = answer.included!.find((e) => e.attributes.name === 'D-Nite')!;
    const html = dnite.attributes.details_html;
    expect(html).toContain('<strong>Games</strong>');
    expect(html).toContain('<a href="https://dcc.example/dnite" rel="noopener noreferrer">');
    expect(html).not.toMatch(/onerror|<script|alert\(2\)|javascript:/i);
  });

  test('a plan’s files that are not lessons, and assignment ids, stay on the server', async () => {
    rewrite = (doc, url) => {
      if (/\/plans\/\d+\/attachments$/.test(url.pathname) && Array.isArray(doc.data))
        doc.data.push({
          type: 'Attachment',
          id: '77',
          attributes: { filename: 'Volunteer roster with phone numbers.xlsx' },
        });
    };
    const plans = await getPlans(serverDeps());
    const files = plans.data.flatMap((p) => p.attributes.attachments);
    expect(files.length).toBeGreaterThan(0);
    expect(files.map((f) => f.id)).not.toContain('77');
    const teams = await getTeams(serverDeps());
    expect(teams.data.every((m) => Object.keys(m).join() === 'type,attributes')).toBe(true);
  });
});
