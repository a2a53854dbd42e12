import { describe, expect, test } from 'vitest';
import type {
  ChurchEvent,
  EventInstance,
  EventsAnswer,
} from '../../../../src/features/events/shared/api-types.ts';
import {
  endedEventName,
  FORGET_AFTER_MS,
  noteShown,
  type ShownEvents,
} from '../../../../src/features/events/shared/event-records.ts';
import {
  isPublicEvent,
  isShownOccurrence,
} from '../../../../src/features/events/shared/event-visibility.ts';

const PUBLIC = { visible_in_church_center: true, approval_status: 'A' };
const NOW = Date.parse('2025-06-01T12:00:00Z');
const HOUR = 3_600_000;

describe('which events the public may see', () => {
  test('only events visible in Church Center and approved', () => {
    expect(isPublicEvent(PUBLIC)).toBe(true);
    expect(isPublicEvent({ ...PUBLIC, visible_in_church_center: false })).toBe(false);
    expect(isPublicEvent({ ...PUBLIC, approval_status: 'P' })).toBe(false);
    expect(isPublicEvent({ ...PUBLIC, approval_status: 'R' })).toBe(false);
  });

  test('a flag that is missing or odd counts as private', () => {
    expect(isPublicEvent({ approval_status: 'A' })).toBe(false);
    expect(isPublicEvent({ visible_in_church_center: true })).toBe(false);
    expect(isPublicEvent({ ...PUBLIC, visible_in_church_center: 'true' })).toBe(false);
    expect(isPublicEvent({ ...PUBLIC, approval_status: 'a' })).toBe(false);
    expect(isPublicEvent(null)).toBe(false);
    expect(isPublicEvent(undefined)).toBe(false);
  });

  test('an occurrence is listed while its public event has not ended', () => {
    const later = new Date(NOW + HOUR).toISOString();
    const before = new Date(NOW - 1).toISOString();
    expect(isShownOccurrence(PUBLIC, later, NOW)).toBe(true);
    expect(isShownOccurrence(PUBLIC, before, NOW)).toBe(false);
    expect(isShownOccurrence(PUBLIC, new Date(NOW).toISOString(), NOW)).toBe(false);
    // Planning Center sometimes leaves ends_at out: the occurrence stays, as before
    expect(isShownOccurrence(PUBLIC, '', NOW)).toBe(true);
    expect(isShownOccurrence({ ...PUBLIC, visible_in_church_center: false }, later, NOW)).toBe(
      false,
    );
    expect(isShownOccurrence({ ...PUBLIC, approval_status: 'P' }, '', NOW)).toBe(false);
  });
});

const event = (id: string, name: string) => ({ id, attributes: { name } }) as ChurchEvent;
const occurrence = (eventId: string, endsAt: number) =>
  ({
    attributes: { starts_at: '', ends_at: new Date(endsAt).toISOString() },
    relationships: { event: { data: { type: 'Event', id: eventId } } },
  }) as EventInstance;
const answerOf = (events: [string, string, ...number[]][]): EventsAnswer => ({
  data: events.flatMap(([id, , ...ends]) => ends.map((end) => occurrence(id, end))),
  included: events.map(([id, name]) => event(id, name)),
});

describe('what the site keeps of the events it showed', () => {
  test('each listed event with the end of its last occurrence', () => {
    const records = noteShown({}, answerOf([['1', 'Picnic', NOW + HOUR, NOW + 9 * HOUR]]), NOW);
    expect(records).toEqual({
      '1': { name: 'Picnic', endsAt: new Date(NOW + 9 * HOUR).toISOString() },
    });
  });

  test('an event gone from the list after its end has ended, and says so by name', () => {
    const seen = noteShown({}, answerOf([['1', 'Picnic', NOW + HOUR]]), NOW);
    const later = NOW + 2 * HOUR;
    const kept = noteShown(seen, answerOf([]), later);
    expect(endedEventName(kept, '1', later)).toBe('Picnic');
    expect(endedEventName(seen, '1', NOW)).toBeNull(); // not over yet
  });

  test('an event gone from the list before its end was withdrawn, and is forgotten', () => {
    const seen = noteShown({}, answerOf([['1', 'Picnic', NOW + 5 * HOUR]]), NOW);
    const hidden = noteShown(seen, answerOf([]), NOW + HOUR);
    expect(hidden).toEqual({});
    // even once the time it would have ended has passed
    expect(endedEventName(hidden, '1', NOW + 6 * HOUR)).toBeNull();
  });

  test('ids never listed are unknown, whatever they look like', () => {
    const records: ShownEvents = { '1': { name: 'Picnic', endsAt: '2025-01-01T00:00:00Z' } };
    for (const id of ['2', '', 'constructor', '__proto__', 'toString'])
      expect(endedEventName(records, id, NOW), id).toBeNull();
  });

  test('events that ended long ago are forgotten', () => {
    const old = new Date(NOW - FORGET_AFTER_MS - 1).toISOString();
    const recent = new Date(NOW - HOUR).toISOString();
    const records = {
      '1': { name: 'Old', endsAt: old },
      '2': { name: 'Recent', endsAt: recent },
    };
    expect(noteShown(records, answerOf([]), NOW)).toEqual({ '2': records['2'] });
  });
});
