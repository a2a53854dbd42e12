/**
 * The podcast admin form's state, all of it in one store (docs/requirements.md sections 2 and 4):
 * choosing an episode fills the form, New Episode empties it, Submit is disabled while an upload
 * runs and enabled again when it ends, well or badly; success refreshes the media list. The
 * submission and removal that run against the server are in podcast-form-actions.ts.
 */
import { computed, map } from 'nanostores';
import { chapterLines, storedChapters } from '../../../sermons/index.ts';
import { EMPTY_FOLLOW_ALONG, type FollowAlongInput } from '../../shared/follow-along-form.ts';
import { EMPTY_FORM, formFromEpisode, type FormValues } from '../../shared/form.ts';
import type { TextField } from '../../shared/input.ts';
import type { UploadField } from '../../shared/types.ts';
import { fetchText } from '../../../../platform/browser/net/api.ts';
import { media } from '../../../sermons/browser/index.ts';

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

/** Sets one text field of the form to what staff typed. */
export function setField(name: TextField, value: string): void {
  $podcastForm.setKey('values', { ...$podcastForm.get().values, [name]: value });
}

/** Chooses a file for the field, or forgets it (null). */
export function setFile(field: UploadField, file: File | null): void {
  const files = { ...$podcastForm.get().files, [field]: file ?? undefined };
  if (!file) delete files[field];
  $podcastForm.setKey('files', files);
}

/** Sets what the form's transcript and chapters inputs hold. */
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

/** Opens (true) or closes (false) the removal dialog. */
export function confirmRemove(open: boolean): void {
  $podcastForm.setKey('confirming', open);
}
