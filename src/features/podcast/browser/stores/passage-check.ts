/**
 * The admin form's Passage check in the browser (docs/requirements.md section 5, Passage): the
 * same reader the server uses (src/platform/shared/scripture.ts), loaded only when staff first
 * leave the field or submit, so no public page ever downloads the Bible-reference library. A false
 * reference is shown beside the field and stops the submission before anything is sent.
 */
import { atom } from 'nanostores';
import { $podcastForm } from './podcast-form.ts';
import { submitEpisodeForm } from './podcast-form-actions.ts';
import { showToast } from '../../../../platform/browser/stores/toasts.ts';
import type { checkPassage } from '../../../../platform/shared/scripture.ts';

/** The last text checked and what it reads as, or the problem with it. */
export interface PassageCheckState {
  typed: string;
  problem: string;
  reading: string;
}

export const $passageCheck = atom<PassageCheckState>({ typed: '', problem: '', reading: '' });

let reader: Promise<{ checkPassage: typeof checkPassage }> | undefined;

/** Checks the typed passage; '' when it reads (or is blank), else the problem with it. */
export async function checkTypedPassage(typed: string): Promise<string> {
  try {
    reader ??= import('../../../../platform/shared/scripture.ts');
    const checked = (await reader).checkPassage(typed);
    const problem = checked.ok ? '' : checked.message;
    const reading = checked.ok ? (checked.value?.text ?? '') : '';
    $passageCheck.set({ typed, problem, reading });
    return problem;
  } catch {
    // the reader could not load: the server checks the passage as well
    reader = undefined;
    return '';
  }
}

/** Submits the form once its passage reads; a false one is shown and nothing is sent. */
export async function submitWithPassage(prefix: string, submit = submitEpisodeForm): Promise<void> {
  const problem = await checkTypedPassage($podcastForm.get().values.passage);
  if (problem) {
    showToast('error', problem);
    return;
  }
  await submit(prefix);
}
