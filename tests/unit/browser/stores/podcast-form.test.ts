/**
 * The podcast admin form's store (docs/requirements.md section 4): choosing an episode fills the
 * form, New Episode empties it, Submit is disabled while an upload runs and enabled again when it
 * ends, well or badly; success refreshes the media list; a removal closes the dialog.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Episode } from '../../../../src/lib/api-types.ts';
import { EMPTY_FORM, formFromEpisode, type Outcome } from '../../../../src/lib/podcast/form.ts';
import type { Submission } from '../../../../src/browser/podcast/upload/index.ts';
import { media } from '../../../../src/browser/stores/data.ts';
import {
  $podcastForm,
  confirmRemove,
  loadFollowAlong,
  removeEpisode,
  resetPodcastForm,
  selectEpisode,
  setField,
  setFile,
  submitForm,
} from '../../../../src/browser/stores/podcast-form.ts';
import { $toasts } from '../../../../src/browser/stores/toasts.ts';

const episode = (n: number): Episode => ({
  guid: `/media/2026/${n}-sermon.mp3`,
  title: `Sermon ${n}`,
  pubDate: 'Sun, 05 Jan 2025 10:30:00 -0500',
  author: 'Daniel Whitfield',
  summary: 'Colossians',
  image: `/media/art/${n}.jpg`,
  duration: 60,
  enclosure: { url: `/media/2026/${n}-sermon.mp3`, type: 'audio/mpeg', length: 1 },
  transcriptSource: null,
});
const EPISODES = [episode(1), episode(2)];
const audio = new File(['x'], 'sermon.mp3', { type: 'audio/mpeg' });
let fetched: string[];

beforeEach(() => {
  fetched = [];
  vi.useFakeTimers();
  vi.stubGlobal('fetch', (url: string) => {
    fetched.push(url);
    return Promise.resolve(Response.json(EPISODES));
  });
  media.$store.set({ ...media.$store.get(), data: EPISODES, isFetching: false });
  resetPodcastForm();
  $toasts.set([]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A stand-in for the upload pipeline that ends when `end` is called. */
function pendingSend() {
  let end: (outcome: Outcome) => void = () => undefined;
  const sent: Submission[] = [];
  const send = (submission: Submission) => {
    sent.push(submission);
    return new Promise<Outcome>((resolve) => (end = resolve));
  };
  return { send, sent, end: (outcome: Outcome) => end(outcome) };
}

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

describe('submitting', () => {
  test('disables the form while it runs; success empties a new episode and refreshes the media', async () => {
    setField('title', 'Brand new');
    setFile('audio', audio);
    const upload = pendingSend();
    const done = submitForm('/media/', upload.send);
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
    const done = submitForm('/media/', upload.send);
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
    const done = submitForm('/media/', upload.send);
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
    const done = submitForm('/media/', upload.send);
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
