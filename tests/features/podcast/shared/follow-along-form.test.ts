import { describe, expect, test } from 'vitest';
import type { Episode } from '../../../../src/features/sermons/shared/api-types.ts';
import {
  EMPTY_FOLLOW_ALONG,
  followAlongParts,
  transcriptNudge,
} from '../../../../src/features/podcast/shared/follow-along-form.ts';

const vtt = new File(['WEBVTT\n'], 'sermon.vtt');
const json = new File(['{}'], 'chapters.json');
const withTranscript = { transcript: 'https://dogwoodcc.org/media/2025/a.vtt' } as Episode;

describe('followAlongParts', () => {
  test('sends nothing for untouched inputs, and unchanged chapters are not sent', () => {
    expect(followAlongParts(EMPTY_FOLLOW_ALONG)).toEqual([]);
    const loaded = { ...EMPTY_FOLLOW_ALONG, chapters: '0:00 A\n', chaptersInitial: '0:00 A' };
    expect(followAlongParts(loaded)).toEqual([]);
  });

  test('sends a new file over removing, and typed chapters when changed or emptied', () => {
    expect(
      followAlongParts({
        ...EMPTY_FOLLOW_ALONG,
        transcript: vtt,
        removeTranscript: true,
        chapters: ' 0:00 A ',
      }),
    ).toEqual([
      ['transcript', vtt],
      ['chapters', '0:00 A'],
    ]);
    expect(
      followAlongParts({
        ...EMPTY_FOLLOW_ALONG,
        removeTranscript: true,
        chaptersInitial: '0:00 A',
      }),
    ).toEqual([
      ['removeTranscript', 'yes'],
      ['chapters', ''],
    ]);
    expect(
      followAlongParts({ ...EMPTY_FOLLOW_ALONG, chaptersFile: json, chapters: '0:00 A' }),
    ).toEqual([['chaptersFile', json]]);
  });
});

describe('transcriptNudge', () => {
  test('says what members miss while the sermon has no transcript', () => {
    expect(transcriptNudge(null, EMPTY_FOLLOW_ALONG)).toMatch(/deaf or hard of hearing/);
    expect(
      transcriptNudge(withTranscript, { ...EMPTY_FOLLOW_ALONG, removeTranscript: true }),
    ).toMatch(/You can still publish/);
  });

  test('is quiet when a transcript is chosen or kept', () => {
    expect(transcriptNudge(null, { ...EMPTY_FOLLOW_ALONG, transcript: vtt })).toBeNull();
    expect(transcriptNudge(withTranscript, EMPTY_FOLLOW_ALONG)).toBeNull();
  });
});
