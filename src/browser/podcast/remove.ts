/** Removing an episode from the admin form. */
import type { Outcome } from '../../lib/podcast/form.ts';
import { messageOf } from './upload/xhr.ts';

/** DELETE /api/podcast/{guid-suffix}; resolves with how it ended (never throws). */
export async function removePodcast(url: string): Promise<Outcome> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'DELETE', credentials: 'same-origin' });
  } catch {
    return { kind: 'network' };
  }
  const message = messageOf(await response.text().catch(() => ''));
  return response.ok
    ? { kind: 'ok', message: message ?? '' }
    : { kind: 'http', status: response.status, message };
}
