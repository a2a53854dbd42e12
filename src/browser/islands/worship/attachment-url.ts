/** Asks the server for a worship sample's short-lived audio URL (one per click, never cached). */
import type { AttachmentUrlAnswer } from '../../../lib/api-types.ts';
import { apiPost } from '../../net/api.ts';

/** POST /api/attachment with the worship-samples media id. */
export async function worshipAudioUrl(mediaId: string, attachmentId: string): Promise<string> {
  const answer = await apiPost<AttachmentUrlAnswer>('/api/attachment', { mediaId, attachmentId });
  return answer.data.attributes.attachment_url;
}
