/**
 * The bodies of /api/podcast-uploads/{action} (src/features/podcast/server/upload/action-bodies.ts):
 * each action's shape is read by its schema, and a wrong one is refused with a message naming the
 * field.
 */
import { describe, expect, test } from 'vitest';
import { matchBody } from '../../../../../src/platform/server/http/body.ts';
import {
  partsBody,
  startBody,
  tokenBody,
} from '../../../../../src/features/podcast/server/upload/action-bodies.ts';

const audio = { field: 'audio', size: 1000, type: 'audio/mpeg' };
const image = { field: 'image', size: 10, type: 'image/png' };

describe('start', () => {
  test('reads the title and one or two files', () => {
    expect(matchBody(startBody, { title: 'Grace', files: [audio, image] })).toEqual({
      ok: true,
      value: { title: 'Grace', files: [audio, image] },
    });
    expect(matchBody(startBody, { files: [image] })).toEqual({
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
    [{ files: ['audio.mp3'] }, '`files[0]`'],
  ])('refuses %j, naming %s', (body, field) => {
    const read = matchBody(startBody, body);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.message).toContain(field);
  });

  test('says in one sentence what the first wrong field must be', () => {
    expect(matchBody(startBody, { files: [image, { ...audio, size: '1000' }] })).toEqual({
      ok: false,
      reason: 'shape',
      message: "`files[1].size` must be the file's size in bytes.",
    });
  });
});

describe('parts', () => {
  test('reads the token and the part numbers', () => {
    expect(matchBody(partsBody, { token: 't', parts: [2, 3] })).toEqual({
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
    const read = matchBody(partsBody, body);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.message).toContain(field);
  });
});

describe('resume and abort', () => {
  test('read the token', () => {
    expect(matchBody(tokenBody, { token: 'abc' })).toEqual({ ok: true, value: { token: 'abc' } });
  });

  test.each([[null], [{}], [{ token: 42 }], [{ token: '' }], [['abc']], [{ resume: 'abc' }]])(
    'refuse %j, naming `token`',
    (body) => {
      const read = matchBody(tokenBody, body);
      expect(read.ok).toBe(false);
      if (!read.ok) expect(read.message).toContain('`token`');
    },
  );
});
