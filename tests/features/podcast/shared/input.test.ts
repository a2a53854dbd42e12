import { describe, expect, test } from 'vitest';
import { checkEpisodeFields } from '../../../../src/features/podcast/shared/input.ts';

const NY = 'America/New_York';

describe('checkEpisodeFields', () => {
  test('normalises a full create', () => {
    const result = checkEpisodeFields(
      {
        title: '  The   Beatitudes ',
        author: 'Daniel Whitfield',
        summary: 'The Sermon on the Mount',
        videoLink: 'https://www.youtube.com/watch?v=x',
        pubDate: '2025-01-05',
        previousImage: 'https://dogwoodcc.org/media/2025/a.jpg',
      },
      NY,
      true,
    );
    expect(result).toEqual({
      ok: true,
      value: {
        title: 'The Beatitudes',
        author: 'Daniel Whitfield',
        summary: 'The Sermon on the Mount',
        videoLink: 'https://www.youtube.com/watch?v=x',
        pubDate: 'Sun, 05 Jan 2025 10:30:00 -0500',
        previousImage: 'https://dogwoodcc.org/media/2025/a.jpg',
      },
    });
  });

  test('needs a title to create, but not to edit', () => {
    expect(checkEpisodeFields({ author: 'x' }, NY, true)).toEqual({
      ok: false,
      message: 'Please give the episode a title.',
    });
    expect(checkEpisodeFields({ author: 'x' }, NY, false)).toEqual({
      ok: true,
      value: { author: 'x' },
    });
    expect(checkEpisodeFields({ title: '  ' }, NY, false).ok).toBe(false);
  });

  test('refuses bad dates, links and over-long text with clear messages', () => {
    const bad = (raw: Record<string, string>) => {
      const result = checkEpisodeFields({ title: 't', ...raw }, NY, true);
      return result.ok ? '' : result.message;
    };
    expect(bad({ pubDate: '2025-02-30' })).toMatch(/publish date "2025-02-30" is not a date/);
    expect(bad({ videoLink: 'javascript:alert(1)' })).toMatch(/video link must be a web address/);
    expect(bad({ videoLink: 'youtube.com/x' })).toMatch(/video link must be a web address/);
    expect(bad({ previousImage: '../../etc/passwd' })).toMatch(/previous image/);
    expect(bad({ title: 'x'.repeat(201) })).toMatch(/title is too long/);
    expect(bad({ author: 'x'.repeat(101) })).toMatch(/speaker is too long/);
  });

  test('an empty video link clears it', () => {
    expect(checkEpisodeFields({ videoLink: '' }, NY, false)).toEqual({
      ok: true,
      value: { videoLink: '' },
    });
  });
});
