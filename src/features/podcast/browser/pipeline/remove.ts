/** Removing an episode from the admin form. */
import type { Outcome } from '../../shared/form.ts';
import { apiSend } from '../../../../platform/browser/net/api.ts';
import { outcomeOf } from './outcome.ts';

/** DELETE /api/podcast/{guid-suffix}; resolves with how it ended (never throws). */
export async function removePodcast(url: string): Promise<Outcome> {
  try {
    const answer = await apiSend<{ message?: string } | undefined>('DELETE', url);
    return { kind: 'ok', message: answer?.message ?? '' };
  } catch (error) {
    return outcomeOf(error);
  }
}
