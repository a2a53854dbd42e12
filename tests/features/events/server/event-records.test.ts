/**
 * The record of shown events (event-records.ts) on file storage, each "instance" its own storage
 * over one folder: an event the lists showed says its name once it has ended, from any instance;
 * one taken off the calendar before its end is forgotten (so its page is the one 404 of an id
 * that never existed); instances do not undo each other's records; what a new site starts with
 * is kept in the first write; and a failure to write is logged, never the visitor's.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { RecordDeps } from '../../../../src/app/deps.ts';
import {
  endedPublicEvent,
  noteShownEvents,
} from '../../../../src/features/events/server/event-records.ts';
import type { EventsAnswer } from '../../../../src/features/events/shared/api-types.ts';
import type { ShownEvents } from '../../../../src/features/events/shared/event-records.ts';
import { createStorage } from '../../../../src/platform/server/storage/index.ts';
import { systemClock } from '../../../../src/platform/shared/clock.ts';

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** A public answer listing each event with one occurrence ending at its time. */
function answer(events: Record<string, number>): EventsAnswer {
  const ids = Object.keys(events);
  return {
    data: ids.map((id) => ({
      type: 'EventInstance',
      id: `${id}01`,
      attributes: { starts_at: iso(events[id]! - HOUR), ends_at: iso(events[id]!) },
      relationships: { event: { data: { type: 'Event', id } } },
    })),
    included: ids.map((id) => ({
      type: 'Event',
      id,
      attributes: {
        name: `Event ${id}`,
        summary: '',
        details: '',
        details_html: '',
        attachments: [],
        registration_url: null,
        page: `/events/${id}-event`,
      },
    })),
  };
}

let dir: string;
/** One function instance: its own storage object (so its own copies) over the shared folder. */
const instance = (start: ShownEvents = {}): RecordDeps => ({
  storage: createStorage({ kind: 'fs', dir }),
  shownAtStart: () => Promise.resolve(start),
  clock: systemClock,
});

/** The instance's parts with the clock at `now`. */
const at = (deps: RecordDeps, now: number): RecordDeps => ({ ...deps, clock: { now: () => now } });

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dcc-shown-'));
});
afterEach(async () => {
  vi.restoreAllMocks();
  await rm(dir, { recursive: true, force: true });
});

describe('the record of shown events', () => {
  test('an event the lists showed says its name once it has ended, from any instance', async () => {
    const end = Date.now() + HOUR;
    await noteShownEvents(instance(), 'church', answer({ 11: end }));
    const other = instance();
    expect(await endedPublicEvent(at(other, end + HOUR), '11')).toBe('Event 11');
    expect(await endedPublicEvent(at(instance(), end - 1), '11')).toBeNull(); // not over yet
    expect(await endedPublicEvent(at(other, end + HOUR), '12')).toBeNull(); // never shown
    expect(await endedPublicEvent(at(other, end + HOUR), 'constructor')).toBeNull();
  });

  test('an event taken off the calendar before its end is forgotten', async () => {
    const end = Date.now() + HOUR;
    const site = instance();
    await noteShownEvents(site, 'special', answer({ 21: end, 22: end }));
    await noteShownEvents(site, 'special', answer({ 22: end })); // 21 hidden or unpublished
    expect(await endedPublicEvent(at(instance(), end + HOUR), '21')).toBeNull();
    expect(await endedPublicEvent(at(instance(), end + HOUR), '22')).toBe('Event 22');
  });

  test('an instance writing from an old copy keeps the events another one noted', async () => {
    const ended = Date.now() - 1000;
    const a = instance();
    const b = instance();
    expect(await endedPublicEvent(at(b, Date.now()), '31')).toBeNull(); // b's copy: nothing stored
    await noteShownEvents(a, 'church', answer({ 31: ended })); // its last answer showed 31
    await noteShownEvents(b, 'church', answer({ 32: Date.now() + HOUR }));
    expect(await endedPublicEvent(at(instance(), Date.now()), '31')).toBe('Event 31');
  });

  test('what a new site starts with is kept in its first write, and asked only then', async () => {
    const ended = iso(Date.now() - HOUR);
    const start = vi.fn(() => Promise.resolve({ 41: { name: 'Old picnic', endsAt: ended } }));
    const demo: RecordDeps = { ...instance(), shownAtStart: start };
    expect(await endedPublicEvent(demo, '41')).toBe('Old picnic'); // nothing stored yet
    await noteShownEvents(demo, 'youth', answer({ 42: Date.now() + HOUR }));
    expect(await endedPublicEvent(instance(), '41')).toBe('Old picnic');
    start.mockClear();
    const later = { ...instance(), shownAtStart: start };
    await noteShownEvents(later, 'youth', answer({ 43: Date.now() + HOUR }));
    expect(await endedPublicEvent(later, '41')).toBe('Old picnic');
    expect(start).not.toHaveBeenCalledWith('youth', expect.any(Number)); // other kinds: none stored
  });

  test('a failed write is logged and the visitor gets the answer anyway', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = instance();
    broken.storage.put = () => Promise.reject(new Error('disk full'));
    await expect(
      noteShownEvents(broken, 'church', answer({ 51: Date.now() + HOUR })),
    ).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith(
      'Could not keep the record of shown church events:',
      expect.objectContaining({ message: 'disk full' }),
    );
  });
});
