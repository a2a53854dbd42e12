/**
 * The podcast admin form's state, all of it in one store (docs/requirements.md sections 2 and 4):
 * choosing an episode fills the form, New Episode empties it, Submit is disabled while an upload
 * runs and enabled again when it ends, well or badly; success refreshes the media list.
 */
import { computed, map } from 'nanostores';
import { chapterLines, storedChapters } from '../../lib/podcast/chapters.ts';
import {
  EMPTY_FOLLOW_ALONG,
  followAlongParts,
  type FollowAlongInput,
} from '../../lib/podcast/follow-along-form.ts';
import {
  EMPTY_FORM,
  formFromEpisode,
  submissionTarget,
  toastFor,
  type FormValues,
  type Outcome,
} from '../../lib/podcast/form.ts';
import type { TextField } from '../../lib/podcast/input.ts';
import type { UploadField } from '../../lib/podcast/types.ts';
import { fetchText } from '../net/api.ts';
import { removePodcast } from '../podcast/remove.ts';
import { submitPodcast, type Submission } from '../podcast/upload/index.ts';
import { media } from './data.ts';
import { showToast } from './toasts.ts';

export type Progress = Record<UploadField, number | null>;
const NO_PROGRESS: Progress = { audio: null, image: null };

export interface PodcastFormState {
  /** The chosen episode's guid; '' for New Episode. */
  selectedGuid: string;
  values: FormValues;
  files: Partial<Record<UploadField, File>>;
  /** Percent sent per file; null before its upload starts. */
  progress: Progress;
  /** The transcript and chapters inputs. */
  follow: FollowAlongInput;
  /** True while a submission runs: the inputs and Submit are disabled. */
  busy: boolean;
  /** A new key remounts the file inputs: the only way to empty them without touching the DOM. */
  fileKey: number;
  /** The removal dialog is open; its removal runs. */
  confirming: boolean;
  removing: boolean;
}

const initial = (): PodcastFormState => ({
  selectedGuid: '',
  values: EMPTY_FORM,
  files: {},
  progress: NO_PROGRESS,
  follow: EMPTY_FOLLOW_ALONG,
  busy: false,
  fileKey: 0,
  confirming: false,
  removing: false,
});

export const $podcastForm = map<PodcastFormState>(initial());

/** The chosen episode, or null for New Episode (or while the media list is loading). */
export const $selectedEpisode = computed(
  [$podcastForm, media.$store],
  (form, list) => (list.data ?? []).find((e) => e.guid === form.selectedGuid) ?? null,
);

/** Back to the first state (a new page, or a test). */
export function resetPodcastForm(): void {
  $podcastForm.set(initial());
}

/** Empties the file inputs and their progress bars. */
export function clearFiles(): void {
  const form = $podcastForm.get();
  $podcastForm.set({ ...form, files: {}, progress: NO_PROGRESS, fileKey: form.fileKey + 1 });
}

/** Fills the form from the episode with this guid, or empties it for New Episode (''). */
export function selectEpisode(guid: string): void {
  const episode = media.$store.get().data?.find((e) => e.guid === guid) ?? null;
  $podcastForm.set({
    ...$podcastForm.get(),
    selectedGuid: episode ? guid : '',
    values: episode ? formFromEpisode(episode) : EMPTY_FORM,
  });
  clearFiles();
}

export function setField(name: TextField, value: string): void {
  $podcastForm.setKey('values', { ...$podcastForm.get().values, [name]: value });
}

/** Chooses a file for the field, or forgets it (null). */
export function setFile(field: UploadField, file: File | null): void {
  const files = { ...$podcastForm.get().files, [field]: file ?? undefined };
  if (!file) delete files[field];
  $podcastForm.setKey('files', files);
}

export function setFollowAlong(follow: FollowAlongInput): void {
  $podcastForm.setKey('follow', follow);
}

let chaptersLoad = 0;

/** Sets emptied transcript and chapters inputs with the episode's chapters as lines; the latest call wins. */
export async function loadFollowAlong(chaptersUrl: string | undefined): Promise<void> {
  const load = ++chaptersLoad;
  let follow = EMPTY_FOLLOW_ALONG;
  try {
    const text = chaptersUrl ? await fetchText(chaptersUrl) : '';
    const lines = chapterLines(storedChapters(text));
    follow = { ...EMPTY_FOLLOW_ALONG, chapters: lines, chaptersInitial: lines };
  } catch {
    // unreadable chapters leave the inputs empty
  }
  if (load === chaptersLoad) setFollowAlong(follow);
}

const show = ({ kind, message }: ReturnType<typeof toastFor>) => showToast(kind, message);

let cancel: AbortController | null = null;

/** Disables the form and starts every chosen file's progress at 0. */
export function startSubmit(): AbortSignal {
  const { files } = $podcastForm.get();
  cancel = new AbortController();
  $podcastForm.set({
    ...$podcastForm.get(),
    busy: true,
    progress: { audio: files.audio ? 0 : null, image: files.image ? 0 : null },
  });
  return cancel.signal;
}

/**
 * Enables the form again and shows the outcome; success empties a new episode's form, or only the
 * file inputs of an edited one (`editing`: an episode was chosen when the submission started).
 */
export async function finishSubmit(
  outcome: Outcome,
  editing = Boolean($selectedEpisode.get()),
): Promise<void> {
  show(toastFor(outcome));
  $podcastForm.setKey('busy', false);
  if (outcome.kind !== 'ok') return;
  if (editing) clearFiles();
  else selectEpisode('');
  await media.refresh();
}

/** Stops a running upload; the submission then ends as cancelled. */
export function cancelSubmit(): void {
  cancel?.abort();
}

/** Submits the form to the server whose media prefix is given; `send` is replaceable for tests. */
export async function submitForm(
  prefix: string,
  send: (submission: Submission) => Promise<Outcome> = submitPodcast,
): Promise<void> {
  const signal = startSubmit();
  const { values, files, follow } = $podcastForm.get();
  const selected = $selectedEpisode.get();
  const outcome = await send({
    signal,
    ...submissionTarget(selected, prefix),
    values,
    files,
    extra: followAlongParts(follow),
    onProgress: (field, percent) =>
      $podcastForm.setKey('progress', { ...$podcastForm.get().progress, [field]: percent }),
  });
  await finishSubmit(outcome, Boolean(selected));
}

/** Opens (true) or closes (false) the removal dialog. */
export function confirmRemove(open: boolean): void {
  $podcastForm.setKey('confirming', open);
}

/** Removes the chosen episode; success closes the dialog, empties the form and refreshes. */
export async function removeEpisode(
  prefix: string,
  remove: (url: string) => Promise<Outcome> = removePodcast,
): Promise<void> {
  const selected = $selectedEpisode.get();
  if (!selected) return;
  $podcastForm.setKey('removing', true);
  const outcome = await remove(submissionTarget(selected, prefix).url);
  show(toastFor(outcome));
  $podcastForm.set({ ...$podcastForm.get(), removing: false, confirming: false });
  if (outcome.kind !== 'ok') return;
  selectEpisode('');
  await media.refresh();
}
