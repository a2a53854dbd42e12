/**
 * The bodies of /api/podcast-uploads/{action} (src/features/podcast/shared/upload-actions.ts): each action's
 * shape is read, and a wrong one is refused with a message naming the field.
 */
import { describe, expect, test } from 'vitest';
import {
  isUploadAction,
  readPartsBody,
  readStartBody,
  readTokenBody,
  uploadActionPath,
} from '../../../../src/features/podcast/shared/upload-actions.ts';

const audio = { field: 'audio', size: 1000, type: 'audio/mpeg' };
const image = { field: 'image', size: 10, type: 'image/png' };

test('the four actions, and nothing else, have paths', () => {
  for (const action of ['start', 'parts', 'resume', 'abort'] as const) {
    expect(isUploadAction(action)).toBe(true);
    expect(uploadActionPath(action)).toBe(`/api/podcast-uploads/${action}`);
  }
  for (const other of ['sign', '', 'START', undefined, 1])
    expect(isUploadAction(other)).toBe(false);
});

describe('start', () => {
  test('reads the title and one or two files', () => {
    expect(readStartBody({ title: 'Grace', files: [audio, image] })).toEqual({
      ok: true,
      value: { title: 'Grace', files: [audio, image] },
    });
    expect(readStartBody({ files: [image] })).toEqual({
      ok: true,
      value: { title: '', files: [image] },
    });
  });

  test.each([
    [null, '`files`'],
    [[audio], '`files`'],
    [{ files: [] }, '`files`'],
    [{ files: [audio, image, audio] }, '`files`'],
    [{ title: 3, files: [audio] }, '`title`'],
    [{ files: [{ ...audio, field: 'video' }] }, '`files[0].field`'],
    [{ files: [image, { ...audio, size: '1000' }] }, '`files[1].size`'],
    [{ files: [{ ...audio, size: -1 }] }, '`files[0].size`'],
    [{ files: [{ ...audio, size: 1.5 }] }, '`files[0].size`'],
    [{ files: [{ ...audio, type: null }] }, '`files[0].type`'],
    [{ files: [audio, audio] }, '`files[1].field`'],
  ])('refuses %j, naming %s', (body, field) => {
    const read = readStartBody(body);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.message).toContain(field);
  });
});

describe('parts', () => {
  test('reads the token and the part numbers', () => {
    expect(readPartsBody({ token: 't', parts: [2, 3] })).toEqual({
      ok: true,
      value: { token: 't', parts: [2, 3] },
    });
  });

  test.each([
    [{ parts: [1] }, '`token`'],
    [{ token: 't' }, '`parts`'],
    [{ token: 't', parts: [] }, '`parts`'],
    [{ token: 't', parts: ['1'] }, '`parts`'],
    [{ token: 't', parts: [0.5] }, '`parts`'],
  ])('refuses %j, naming %s', (body, field) => {
    const read = readPartsBody(body);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.message).toContain(field);
  });
});

describe('resume and abort', () => {
  test('read the token', () => {
    expect(readTokenBody({ token: 'abc' })).toEqual({ ok: true, value: { token: 'abc' } });
  });

  test.each([[null], [{}], [{ token: 42 }], [{ token: '' }], [['abc']], [{ resume: 'abc' }]])(
    'refuse %j, naming `token`',
    (body) => {
      const read = readTokenBody(body);
      expect(read.ok).toBe(false);
      if (!read.ok) expect(read.message).toContain('`token`');
    },
  );
});
