/**
 * The podcast admin form's actions (docs/requirements.md section 4): Submit is disabled while an
 * upload runs and enabled again when it ends, well or badly; success refreshes the media list; a
 * removal closes the dialog.
 */
import { describe, expect, test } from 'vitest';
import { EMPTY_FORM, type Outcome } from '../../../../../src/features/podcast/shared/form.ts';
import type { Submission } from '../../../../../src/features/podcast/browser/pipeline/upload/index.ts';
import {
  $podcastForm,
  confirmRemove,
  selectEpisode,
  setField,
  setFile,
} from '../../../../../src/features/podcast/browser/stores/podcast-form.ts';
import {
  removeEpisode,
  submitEpisodeForm,
} from '../../../../../src/features/podcast/browser/stores/podcast-form-actions.ts';
import { $toasts } from '../../../../../src/platform/browser/stores/toasts.ts';
import { audio, EPISODES, fetched } from './podcast-form-fixture.ts';

/** A stand-in for the upload pipeline that ends when `end` is called. */
function pendingSend() {
  let end: (outcome: Outcome) => void = () => undefined;
  const sent: Submission[] = [];
  const submit = (submission: Submission) => {
    sent.push(submission);
    return new Promise<Outcome>((resolve) => (end = resolve));
  };
  return { submit, sent, end: (outcome: Outcome) => end(outcome) };
}

describe('submitting', () => {
  test('disables the form while it runs; success empties a new episode and refreshes the media', async () => {
    setField('title', 'Brand new');
    setFile('audio', audio);
    const upload = pendingSend();
    const done = submitEpisodeForm('/media/', upload.submit);
    expect($podcastForm.get().busy).toBe(true);
    expect($podcastForm.get().progress).toEqual({ audio: 0, image: null });
    expect(upload.sent[0]).toMatchObject({ method: 'POST', url: '/api/podcast', files: { audio } });
    upload.sent[0]!.onProgress('audio', 40);
    expect($podcastForm.get().progress.audio).toBe(40);
    upload.end({ kind: 'ok', message: 'Published.' });
    await done;
    expect($podcastForm.get()).toMatchObject({ busy: false, values: EMPTY_FORM, files: {} });
    expect($toasts.get()).toMatchObject([{ kind: 'success', message: 'Published.' }]);
    expect(fetched).toEqual(['/api/media']);
  });

  test('success on an edited episode keeps its fields and empties only the files', async () => {
    selectEpisode(EPISODES[0]!.guid);
    setField('title', 'Edited');
    setFile('audio', audio);
    const upload = pendingSend();
    const done = submitEpisodeForm('/media/', upload.submit);
    expect(upload.sent[0]).toMatchObject({ method: 'PUT', url: '/api/podcast/2026/1-sermon.mp3' });
    upload.end({ kind: 'ok', message: 'Saved.' });
    await done;
    const form = $podcastForm.get();
    expect(form).toMatchObject({ busy: false, selectedGuid: EPISODES[0]!.guid, files: {} });
    expect(form.values.title).toBe('Edited');
  });

  test('an error enables the form again and keeps what was typed, without a refresh', async () => {
    setField('title', 'Kept');
    setFile('audio', audio);
    const upload = pendingSend();
    const done = submitEpisodeForm('/media/', upload.submit);
    expect($podcastForm.get().busy).toBe(true);
    upload.end({ kind: 'http', status: 500, message: null });
    await done;
    expect($podcastForm.get()).toMatchObject({ busy: false, files: { audio } });
    expect($podcastForm.get().values.title).toBe('Kept');
    expect($toasts.get()).toMatchObject([{ kind: 'error' }]);
    expect(fetched).toEqual([]);
  });

  test('a network failure enables the form again too', async () => {
    const upload = pendingSend();
    const done = submitEpisodeForm('/media/', upload.submit);
    upload.end({ kind: 'network' });
    await done;
    expect($podcastForm.get().busy).toBe(false);
  });
});

describe('removing', () => {
  test('success closes the dialog, empties the form and refreshes the media', async () => {
    selectEpisode(EPISODES[1]!.guid);
    confirmRemove(true);
    const urls: string[] = [];
    await removeEpisode('/media/', (url) => {
      urls.push(url);
      expect($podcastForm.get().removing).toBe(true);
      return Promise.resolve({ kind: 'ok', message: 'Removed.' });
    });
    expect(urls).toEqual(['/api/podcast/2026/2-sermon.mp3']);
    expect($podcastForm.get()).toMatchObject({
      confirming: false,
      removing: false,
      selectedGuid: '',
      values: EMPTY_FORM,
    });
    expect(fetched).toEqual(['/api/media']);
  });

  test('a failure closes the dialog but keeps the episode chosen', async () => {
    selectEpisode(EPISODES[1]!.guid);
    confirmRemove(true);
    await removeEpisode('/media/', () => Promise.resolve({ kind: 'network' }));
    expect($podcastForm.get()).toMatchObject({
      confirming: false,
      selectedGuid: EPISODES[1]!.guid,
    });
  });
});
