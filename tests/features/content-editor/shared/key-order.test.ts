import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { fileField } from '../../../../src/features/content-editor/shared/config.ts';
import type { CmsField } from '../../../../src/features/content-editor/shared/fields.ts';
import { orderByFields } from '../../../../src/features/content-editor/shared/key-order.ts';
import { CONTENT_FILES } from '../../../../src/features/church/shared/content-files.ts';
import { contentFileText } from '../../../../src/platform/shared/content-parse.ts';

const fields = CONTENT_FILES.map(fileField);
const field = (name: string, more: Partial<CmsField> = {}): CmsField => ({
  name,
  label: name,
  widget: 'string',
  ...more,
});

describe('orderByFields', () => {
  test('puts a shuffled object of more than eight keys back in field order', () => {
    const text = readFileSync('src/content/church.json', 'utf8');
    const church = (JSON.parse(text) as { church: Record<string, unknown> }).church;
    const shuffled = Object.fromEntries(Object.entries(church).reverse());
    expect(Object.keys(shuffled)).not.toEqual(Object.keys(church));
    expect(contentFileText(orderByFields({ church: shuffled }, fields))).toBe(text);
  });

  test('orders objects inside lists and nested objects; unknown keys follow in their order', () => {
    const inner = [field('a'), field('b')];
    const given = [
      field('list', { widget: 'list', fields: inner }),
      field('one', { widget: 'object', fields: inner }),
      field('bare', { widget: 'list', field: field('item', { widget: 'object', fields: inner }) }),
    ];
    const value = {
      z: 1,
      bare: [{ b: 1, a: 2 }],
      one: { y: 0, b: 1, a: 2 },
      list: [{ b: 1, a: 2 }, 'text'],
    };
    const ordered = orderByFields(value, given);
    expect(JSON.stringify(ordered)).toBe(
      JSON.stringify({
        list: [{ a: 2, b: 1 }, 'text'],
        one: { a: 2, b: 1, y: 0 },
        bare: [{ a: 2, b: 1 }],
        z: 1,
      }),
    );
  });

  test('leaves values alone and keeps every key', () => {
    expect(orderByFields('text', fields)).toBe('text');
    expect(orderByFields({ b: null, a: [] }, [field('a')])).toEqual({ a: [], b: null });
  });
});

describe('content files', () => {
  // a hand edit in another order would make the editor's next save move those lines
  test.each(CONTENT_FILES)(
    '$file keeps its keys in field order, as the editor saves it',
    (content) => {
      const text = readFileSync(content.file, 'utf8');
      expect(contentFileText(orderByFields(JSON.parse(text), fields))).toBe(text);
    },
  );
});
