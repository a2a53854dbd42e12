/**
 * Short-lived attachment URLs: a worship sample's audio, a curriculum lesson or a plan's file,
 * as a keyed collection (createKeyedCollection, docs/code-style.md habit 6) keyed by the request.
 * Planning Center signs each URL for minutes only (docs/outside-systems.md, Downloads), so every
 * click asks the server again (`fresh`) rather than reuse the last answer.
 */
import type { AttachmentUrlAnswer } from '../../shared/api-types.ts';
import { apiSend } from '../../../../platform/browser/net/api.ts';
import { createKeyedCollection } from '../../../../platform/browser/stores/keyed-collection.ts';

/** Which attachment: a media file (curriculum, worship samples) or a plan's file. */
export type AttachmentRequest =
  | { path: '/api/attachment'; body: { mediaId: string; attachmentId: string } }
  | { path: '/api/plans/attachment'; body: { planId: string; attachmentId: string } };

/** The POST each key stands for: the request itself, as JSON. */
const requestOf = (key: string) => JSON.parse(key) as AttachmentRequest;

const attachments = createKeyedCollection<AttachmentUrlAnswer>(
  (key) => requestOf(key).path,
  (key) => {
    const { path, body } = requestOf(key);
    return apiSend<AttachmentUrlAnswer>('POST', path, body);
  },
);

/** A fresh signed URL for the attachment. */
export async function attachmentUrl(request: AttachmentRequest): Promise<string> {
  const answer = await attachments.fresh(JSON.stringify(request));
  return answer.data.attributes.attachment_url;
}

/** A worship sample's audio URL: POST /api/attachment with the worship-samples media id. */
export function worshipAudioUrl(mediaId: string, attachmentId: string): Promise<string> {
  return attachmentUrl({ path: '/api/attachment', body: { mediaId, attachmentId } });
}
