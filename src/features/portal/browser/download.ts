/** Lesson downloads: a fresh short-lived URL on every click (stores/attachments.ts), then opened. */
import { attachmentUrl, type AttachmentRequest } from './stores/attachments.ts';

/** Fetches the signed URL and follows it with a download link; the URL is never kept. */
export async function downloadAttachment(request: AttachmentRequest): Promise<void> {
  const link = document.createElement('a');
  link.href = await attachmentUrl(request);
  link.download = '';
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
