import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { fileField } from '../../../../src/features/content-editor/shared/config.ts';
import { contentEntries } from '../../../../src/platform/shared/content-parse.ts';
import { seriesSlug } from '../../../../src/features/sermons/shared/series.ts';
import {
  SERIES_FILE,
  seriesSchema,
} from '../../../../src/features/sermons/shared/series-schema.ts';
import * as demo from '../../../../src/demo/index.ts';

const entries = contentEntries(readFileSync(SERIES_FILE.file, 'utf8'), SERIES_FILE);

describe('src/content/series.json', () => {
  test('every entry is a valid series note', () => {
    for (const entry of entries) expect(seriesSchema.safeParse(entry).error).toBeUndefined();
  });

  test('describes every demo series, by the name its sermons carry', () => {
    const described = new Set(entries.map((entry) => seriesSlug(String(entry['name']))));
    for (const series of demo.DEMO_SERIES) expect(described).toContain(seriesSlug(series.title));
  });
});

describe('seriesSchema', () => {
  const note = { id: 'advent', name: 'Advent', description: 'Waiting for the King.' };

  test('takes artwork only from the series folder, as a JPEG or PNG', () => {
    expect(seriesSchema.safeParse(note).success).toBe(true);
    expect(seriesSchema.safeParse({ ...note, artwork: '/images/series/advent.jpg' }).success).toBe(
      true,
    );
    for (const artwork of ['/docs/advent.jpg', '/images/series/advent.gif', 'https://x.org/a.jpg'])
      expect(seriesSchema.safeParse({ ...note, artwork }).error?.issues[0]?.message).toBe(
        'must be a JPEG or PNG in /images/series/',
      );
  });

  test('refuses a description podcast apps would cut', () => {
    const long = { ...note, description: 'x'.repeat(1001) };
    expect(seriesSchema.safeParse(long).error?.issues[0]?.message).toMatch(/at most 1000/);
  });
});

describe('the content editor’s form of a series', () => {
  const fields = new Map(fileField(SERIES_FILE).fields?.map((f) => [f.name, f]));

  test('says how long a description may be, and uploads artwork into the series folder', () => {
    const [pattern, message] = fields.get('description')!.pattern!;
    expect(new RegExp(pattern).test('x'.repeat(1000))).toBe(true);
    expect(new RegExp(pattern).test('x'.repeat(1001))).toBe(false);
    expect(message).toBe('Must be at most 1000 characters');
    expect(fields.get('artwork')).toMatchObject({
      widget: 'image',
      required: false,
      media_folder: '../../public/images/series',
      public_folder: '/images/series',
    });
  });
});
