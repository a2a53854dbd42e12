import { describe, expect, test } from 'vitest';
import type { Episode } from '../../../../src/features/sermons/shared/api-types.ts';
import { eventIdOf, eventPath } from '../../../../src/features/events/shared/event-links.ts';
import {
  newSermonSlug,
  sermonSlug,
  withSermonLinks,
} from '../../../../src/features/sermons/shared/sermon-links.ts';

const episode = (title: string, pubDate: string, link?: string) =>
  ({ title, pubDate, ...(link ? { link } : {}) }) as Episode;

describe('sermon page links', () => {
  test('a slug is the publish date and the title, and never repeats one taken', () => {
    const sunday = episode('Set Your Minds on Things Above!', 'Sun, 22 Nov 2026 10:30:00 -0500');
    expect(newSermonSlug(sunday, new Set())).toBe('2026-11-22-set-your-minds-on-things-above');
    expect(newSermonSlug(sunday, new Set(['2026-11-22-set-your-minds-on-things-above']))).toBe(
      '2026-11-22-set-your-minds-on-things-above-2',
    );
    expect(newSermonSlug(episode('???', 'not a date'), new Set())).toBe('sermon');
  });

  test('a kept link keeps its page on the site’s present address; the others get one', () => {
    const items = [
      episode(
        'Renamed Later',
        'Sun, 15 Nov 2026 10:30:00 -0500',
        'https://old.example/sermons/2026-11-15-first-title',
      ),
      episode('Same Day', 'Sun, 15 Nov 2026 10:30:00 -0500'),
      episode('Same Day', 'Sun, 15 Nov 2026 10:30:00 -0500'),
    ];
    expect(withSermonLinks(items, 'https://www.dcc.org').map((e) => e.link)).toEqual([
      'https://www.dcc.org/sermons/2026-11-15-first-title',
      'https://www.dcc.org/sermons/2026-11-15-same-day',
      'https://www.dcc.org/sermons/2026-11-15-same-day-2',
    ]);
    expect(sermonSlug({ link: 'https://x/sermons/a-b' })).toBe('a-b');
    expect(sermonSlug({ link: 'https://www.youtube.com/watch?v=1' })).toBeNull();
  });
});

describe('event page links', () => {
  test('carry the Planning Center id, which finds the event again', () => {
    expect(eventPath('6101', '9:00 AM Service (registration required)')).toBe(
      '/events/6101-9-00-am-service-registration-required',
    );
    expect(eventIdOf('6101-9-00-am-service-registration-required')).toBe('6101');
    expect(eventIdOf('6101')).toBe('6101');
    expect(eventIdOf('harvest-dinner')).toBeNull();
    expect(eventIdOf('6101-../../etc')).toBeNull();
  });
});
