/**
 * The podcast admin form's store (docs/requirements.md section 4): choosing an episode fills the
 * form, New Episode empties it; the latest chapters load wins. Its submission and removal are
 * tested beside their module in podcast-form-actions.test.ts.
 */
import { describe, expect, test, vi } from 'vitest';
import { EMPTY_FORM, formFromEpisode } from '../../../../../src/features/podcast/shared/form.ts';
import {
  $podcastForm,
  loadFollowAlong,
  selectEpisode,
  setField,
  setFile,
} from '../../../../../src/features/podcast/browser/stores/podcast-form.ts';
import { audio, EPISODES } from './podcast-form-fixture.ts';

describe('choosing an episode', () => {
  test('fills the fields from the episode and empties the files', () => {
    setFile('audio', audio);
    selectEpisode(EPISODES[1]!.guid);
    const form = $podcastForm.get();
    expect(form.selectedGuid).toBe(EPISODES[1]!.guid);
    expect(form.values).toEqual(formFromEpisode(EPISODES[1]!));
    expect(form.files).toEqual({});
    expect(form.fileKey).toBe(1);
  });

  test('New Episode (or an unknown guid) empties the form', () => {
    selectEpisode(EPISODES[0]!.guid);
    setField('title', 'Changed');
    setFile('audio', audio);
    selectEpisode('');
    expect($podcastForm.get()).toMatchObject({ selectedGuid: '', values: EMPTY_FORM, files: {} });
    selectEpisode('/media/gone.mp3');
    expect($podcastForm.get().selectedGuid).toBe('');
  });

  test('a field edit changes only that field; a file set to null is forgotten', () => {
    setField('title', 'New title');
    expect($podcastForm.get().values).toEqual({ ...EMPTY_FORM, title: 'New title' });
    setFile('audio', audio);
    expect($podcastForm.get().files).toEqual({ audio });
    setFile('audio', null);
    expect($podcastForm.get().files).toEqual({});
  });
});

describe('transcript and chapters', () => {
  test("the latest episode's chapters win over an earlier, slower load", async () => {
    let slow: (r: Response) => void = () => undefined;
    vi.stubGlobal('fetch', (url: string) =>
      url === '/slow.json'
        ? new Promise<Response>((resolve) => (slow = resolve))
        : Promise.resolve(new Response('{"chapters":[{"startTime":0,"title":"Welcome"}]}')),
    );
    const first = loadFollowAlong('/slow.json');
    await loadFollowAlong('/fast.json');
    slow(new Response('{"chapters":[{"startTime":60,"title":"Old"}]}'));
    await first;
    expect($podcastForm.get().follow.chapters).toBe('0:00 Welcome');
    expect($podcastForm.get().follow.chaptersInitial).toBe('0:00 Welcome');
  });
});
