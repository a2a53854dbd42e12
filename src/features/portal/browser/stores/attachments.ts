/**
 * Short-lived attachment URLs: a worship sample's audio, a curriculum lesson or a plan's file.
 * Planning Center signs each URL for minutes only (docs/outside-systems.md, Downloads), so every
 * click asks the server again and nothing is kept.
 */
import type { AttachmentUrlAnswer } from '../../shared/api-types.ts';
import { apiSend } from '../../../../platform/browser/net/api.ts';

/** Which attachment: a media file (curriculum, worship samples) or a plan's file. */
export type AttachmentRequest =
  | { path: '/api/attachment'; body: { mediaId: string; attachmentId: string } }
  | { path: '/api/plans/attachment'; body: { planId: string; attachmentId: string } };

/** A fresh signed URL for the attachment. */
export async function attachmentUrl({ path, body }: AttachmentRequest): Promise<string> {
  const answer = await apiSend<AttachmentUrlAnswer>('POST', path, body);
  return answer.data.attributes.attachment_url;
}

/** A worship sample's audio URL: POST /api/attachment with the worship-samples media id. */
export function worshipAudioUrl(mediaId: string, attachmentId: string): Promise<string> {
  return attachmentUrl({ path: '/api/attachment', body: { mediaId, attachmentId } });
}
