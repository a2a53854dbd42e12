import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parseContentFile, readContentFile } from '../../../src/platform/server/content-file.ts';
import { CHURCH_FILE } from '../../../src/features/church/content.ts';
import { SERIES_FILE } from '../../../src/features/sermons/content.ts';

/** A shipped file's first entry (a list's) or its fields (a single file's). */
function shipped(content: { file: string; key: string }): Record<string, unknown> {
  const value = (JSON.parse(readFileSync(content.file, 'utf8')) as Record<string, unknown>)[
    content.key
  ];
  return (Array.isArray(value) ? value[0] : value) as Record<string, unknown>;
}

describe('readContentFile', () => {
  test('reads a shipped list and a single file as the build does, checked', async () => {
    const series = await readContentFile(SERIES_FILE);
    expect(series.length).toBeGreaterThan(0);
    expect(series[0]).not.toHaveProperty('order');
    const church = await readContentFile(CHURCH_FILE);
    expect(church.zip).toMatch(/^\d{5}$/);
    expect(await readContentFile(CHURCH_FILE)).toBe(church);
  });
});

describe('parseContentFile', () => {
  test('a bad entry is an error naming the file, the entry and the field', () => {
    const first = shipped(SERIES_FILE);
    const bad = JSON.stringify({ series: [first, { ...first, artwork: '/x.gif' }] });
    expect(() => parseContentFile(SERIES_FILE, bad)).toThrow(
      'src/content/series.json does not match its schema: series[1].artwork: must be a JPEG or PNG in /images/series/',
    );
  });

  test('a single file missing a field, a wrong shape and broken JSON are clear errors', () => {
    const noZip = { ...shipped(CHURCH_FILE), zip: undefined };
    expect(() => parseContentFile(CHURCH_FILE, JSON.stringify({ church: noZip }))).toThrow(
      /^src\/content\/church\.json does not match its schema: church\.zip: /,
    );
    expect(() => parseContentFile(CHURCH_FILE, '{"church": []}')).toThrow(
      'src/content/church.json: expected { "church": { ... } }',
    );
    expect(() => parseContentFile(CHURCH_FILE, '{"church": ')).toThrow(
      /^src\/content\/church\.json is not JSON: /,
    );
  });

  test('an emptied optional field is "not given", as the build reads it', () => {
    const parsed = parseContentFile(
      SERIES_FILE,
      JSON.stringify({ series: [{ ...shipped(SERIES_FILE), artwork: '' }] }),
    );
    expect(parsed[0]).not.toHaveProperty('artwork');
  });
});
