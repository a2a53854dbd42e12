import { describe, expect, test } from 'vitest';
import { decodeTextUpload, lineAt } from '../../../../src/features/podcast/shared/text-upload.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('decodeTextUpload', () => {
  test('decodes UTF-8 text and drops a byte order mark', () => {
    expect(decodeTextUpload(bytes('\ufeffWEBVTT\n\nGrâce'), 'transcript', 1024)).toEqual({
      ok: true,
      value: 'WEBVTT\n\nGrâce',
    });
  });

  test('refuses binary data, naming its line', () => {
    const png = Buffer.concat([
      Buffer.from('WEBVTT\n\n'),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1]),
    ]);
    expect(decodeTextUpload(png, 'transcript', 1024)).toEqual({
      ok: false,
      message:
        'The transcript file is not a text file: line 3 holds binary data. Please upload the file as text (UTF-8).',
    });
    expect(decodeTextUpload(Buffer.from([0x41, 0x0a, 0xff, 0xfe]), 'chapters', 1024)).toMatchObject(
      {
        ok: false,
        message: expect.stringMatching(/line 2 holds binary data/) as unknown,
      },
    );
  });

  test('refuses an empty file and one past the limit', () => {
    expect(decodeTextUpload(bytes(''), 'transcript', 10)).toMatchObject({
      ok: false,
      message: 'The transcript file is empty.',
    });
    expect(decodeTextUpload(bytes('x'.repeat(3000)), 'chapters', 2048)).toMatchObject({
      ok: false,
      message: 'The chapters file is larger than the 2 KB limit.',
    });
  });

  test('lineAt counts lines from 1', () => {
    expect(lineAt('a\nb\nc', 0)).toBe(1);
    expect(lineAt('a\nb\nc', 4)).toBe(3);
  });
});
