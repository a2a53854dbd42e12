import { readFileSync } from 'node:fs';
import ical, { type VEvent } from 'node-ical';
import { describe, expect, test } from 'vitest';
import type { EventsAnswer } from '../../../../src/features/events/shared/api-types.ts';
import {
  feedPath,
  occurrenceFileName,
  occurrencePath,
  webcalUrl,
} from '../../../../src/features/events/shared/calendar-links.ts';
import { joinOccurrences } from '../../../../src/features/events/shared/event-groups.ts';
import { buildCalendar, occurrenceUid } from '../../../../src/features/events/shared/ics.ts';

const answer = JSON.parse(
  readFileSync(new URL('../../../fixtures/live/events-church.json', import.meta.url), 'utf8'),
) as EventsAnswer;
const entries = joinOccurrences(answer);
const NY = 'America/New_York';
const base = {
  kind: 'church' as const,
  entries,
  zone: NY,
  siteUrl: 'https://dcc.example',
  now: new Date('2025-02-01T00:00:00Z'),
};

/** node-ical's parsed VEVENTs, by UID. */
function events(text: string): VEvent[] {
  return Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === 'VEVENT');
}

describe('ics', () => {
  test('writes every time in UTC and names the church zone', () => {
    const text = buildCalendar(base);
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2.0\r\n/);
    expect(text).toContain('X-WR-TIMEZONE:America/New_York');
    expect(text).toContain('DTSTART:20250302T153000Z');
    expect(text).toContain('DTSTAMP:20250201T000000Z');
    expect(text).not.toMatch(/DT(START|END|STAMP)(;[^:]*)?:\d{8}T\d{6}\r/);
    expect(text).toMatch(/\r\nEND:VCALENDAR(\r\n)?$/);
  });

  test('parses back to the same instants and church times, across the DST change', () => {
    const parsed = events(buildCalendar(base));
    const byUid = new Map(parsed.map((e) => [e.uid, e]));
    const worship = byUid.get(occurrenceUid('church', '9003', base.siteUrl));
    expect(worship?.start.toISOString()).toBe('2025-03-09T14:30:00.000Z');
    expect(worship?.end?.toISOString()).toBe('2025-03-09T16:00:00.000Z');
    expect(worship?.summary).toBe('Sunday Worship');
    // The same 10:30 service in church time before and after clocks change on 9 March.
    const churchTime = (d: Date | undefined) =>
      d?.toLocaleTimeString('en-US', { timeZone: NY, hour: 'numeric', minute: '2-digit' });
    expect(churchTime(worship?.start)).toBe('10:30 AM');
    const before = byUid.get(occurrenceUid('church', '9001', base.siteUrl));
    expect(churchTime(before?.start)).toBe('10:30 AM');
    expect(parsed).toHaveLength(entries.length);
  });

  test('gives a midnight-crossing event its real end', () => {
    const late = { ...entries[0]!, id: 'late', endsAt: '2025-03-03T06:00:00Z' };
    const [event] = events(buildCalendar({ ...base, entries: [late] }));
    expect(event?.end?.toISOString()).toBe('2025-03-03T06:00:00.000Z');
  });

  test('keeps UIDs stable between builds and between the feed and a single occurrence', () => {
    const one = buildCalendar({ ...base, entries: entries.slice(2, 3) });
    const feed = buildCalendar({ ...base, now: new Date() });
    const uid = 'church-9003@dcc.example';
    expect(one).toContain(`UID:${uid}`);
    expect(feed).toContain(`UID:${uid}`);
  });

  test('names the calendar and escapes event text', () => {
    const text = buildCalendar(base);
    expect(text).toContain('X-WR-CALNAME:DCC Regular Events');
    expect(text).toContain(
      "DESCRIPTION:Join us for worship.\\nChildren's program during the service.",
    );
  });

  test('links and file names', () => {
    expect(feedPath('youth')).toBe('/api/calendar/youth.ics');
    expect(occurrencePath('church', '9003')).toBe('/api/calendar/church/9003.ics');
    expect(webcalUrl('https://dcc.example', 'special')).toBe(
      'webcal://dcc.example/api/calendar/special.ics',
    );
    expect(occurrenceFileName(entries[1]!, NY)).toBe('women-s-bible-study-2025-03-04.ics');
  });
});
