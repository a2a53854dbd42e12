/** The public answers: worship samples and events (the news: tests/features/news/integration). */
import { describe, expect, test } from 'vitest';
import type { EventsAnswer } from '../../../src/features/events/shared/api-types.ts';
import type { WorshipSamplesAnswer } from '../../../src/features/worship/shared/api-types.ts';
import { config } from '../../../src/platform/server/config/index.ts';
import { get, server, useApiServer } from './api-data.ts';

useApiServer();

describe('public answers', () => {
  test('/api/worshipsamples carries the media id and artist - title - date filenames', async () => {
    const answer = await get<WorshipSamplesAnswer>('/api/worshipsamples');
    expect(answer.meta.media_id).toBe(config().pco.worshipSamplesMediaId);
    expect(answer.data.length).toBeGreaterThanOrEqual(10);
    for (const sample of answer.data) {
      expect(sample.attributes.filename).toMatch(/^.+ - .+ - \d{8}\.mp3$/);
      expect(sample.attributes.thumbnail_url).toMatch(/^http/);
    }
  });

  test.each(['church', 'special', 'youth'])(
    '/api/events/%s: sorted occurrences with their events',
    async (kind) => {
      const answer = await get<EventsAnswer>(`/api/events/${kind}`);
      expect(answer.data.length).toBeGreaterThan(0);
      const starts = answer.data.map((i) => Date.parse(i.attributes.starts_at));
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      const events = new Map(answer.included!.map((e) => [e.id, e]));
      for (const instance of answer.data)
        expect(events.has(instance.relationships.event.data.id)).toBe(true);
      for (const event of events.values()) {
        expect(Object.keys(event.attributes).sort()).toEqual([
          'attachments',
          'details',
          'details_html',
          'name',
          'page',
          'registration_url',
          'summary',
        ]);
        expect(event.attributes.page).toMatch(new RegExp(`^/events/${event.id}-[a-z0-9-]+$`));
        expect(event.attributes.details).toBeTruthy();
        // marked and the sanitizer ran on the server: markdown syntax became safe markup
        expect(event.attributes.details_html).toMatch(/^<p>/);
      }
    },
  );

  test('/api/events gives Planning Center’s registration address where an event has one', async () => {
    const special = await get<EventsAnswer>('/api/events/special');
    const early = special.included!.find((e) => e.attributes.name.startsWith('9:00 AM Service'));
    expect(early?.attributes.registration_url).toMatch(
      /^https:\/\/dcc\.churchcenter\.com\/registrations\//,
    );
    const church = await get<EventsAnswer>('/api/events/church');
    expect(church.included!.every((e) => e.attributes.registration_url === null)).toBe(true);
  });

  test('/api/events has some events without an image and church events include Sunday worship', async () => {
    const answer = await get<EventsAnswer>('/api/events/church');
    const names = answer.included!.map((e) => e.attributes.name);
    expect(names).toContain('Sunday Worship');
    expect(answer.included!.some((e) => e.attributes.attachments.length === 0)).toBe(true);
    expect((await fetch(`${server.url}/api/events/other`)).status).toBe(404);
  });
});
