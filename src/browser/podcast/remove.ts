/** Removing an episode from the admin form. */
import type { Outcome } from '../../lib/podcast/form.ts';
import { apiFetch } from '../net/api.ts';
import { outcomeOf } from './outcome.ts';

/** DELETE /api/podcast/{guid-suffix}; resolves with how it ended (never throws). */
export async function removePodcast(url: string): Promise<Outcome> {
  try {
    const answer = await apiFetch<{ message?: string } | undefined>(url, { method: 'DELETE' });
    return { kind: 'ok', message: answer?.message ?? '' };
  } catch (error) {
    return outcomeOf(error);
  }
}
