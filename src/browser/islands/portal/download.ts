/** Lesson downloads: ask the server for a fresh short-lived URL on every click, then open it. */
import type { AttachmentUrlAnswer } from '../../../lib/api-types.ts';
import { apiPost } from '../../net/api.ts';

/** POST /api/attachment {mediaId, attachmentId} for a curriculum lesson. */
export type AttachmentRequest =
  | { path: '/api/attachment'; body: { mediaId: string; attachmentId: string } }
  | { path: '/api/plans/attachment'; body: { planId: string; attachmentId: string } };

/**
 * Fetches the signed URL and follows it with a download link. The URL is never kept: signed
 * URLs expire within minutes (docs/outside-systems.md, Planning Center downloads), so each click asks again.
 */
export async function downloadAttachment({ path, body }: AttachmentRequest): Promise<void> {
  const answer = await apiPost<AttachmentUrlAnswer>(path, body);
  const link = document.createElement('a');
  link.href = answer.data.attributes.attachment_url;
  link.download = '';
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
