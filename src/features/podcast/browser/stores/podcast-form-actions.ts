/**
 * The podcast admin form's actions that run against the server (docs/requirements.md sections 2
 * and 4): submitting the form (Submit disabled while the upload runs, enabled again when it ends,
 * well or badly), cancelling a running upload, and removing the chosen episode; each shows its
 * outcome as a toast, and success refreshes the media list. The state they change is the store in
 * podcast-form.ts.
 */
import { followAlongParts } from '../../shared/follow-along-form.ts';
import { submissionTarget, toastFor, type Outcome } from '../../shared/form.ts';
import { removePodcast } from '../pipeline/remove.ts';
import { submitPodcast, type Submission } from '../pipeline/upload/index.ts';
import { media } from '../../../sermons/browser/index.ts';
import { $podcastForm, $selectedEpisode, clearFiles, selectEpisode } from './podcast-form.ts';
import { showToast } from '../../../../platform/browser/stores/toasts.ts';

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

/** Submits the form to the server whose media prefix is given; `upload` is replaceable for tests. */
export async function submitEpisodeForm(
  prefix: string,
  upload: (submission: Submission) => Promise<Outcome> = submitPodcast,
): Promise<void> {
  const signal = startSubmit();
  const { values, files, follow } = $podcastForm.get();
  const selected = $selectedEpisode.get();
  const outcome = await upload({
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
