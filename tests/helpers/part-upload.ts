/** Sends a file's parts to presigned part URLs, as the admin page does (without the retries). */
import type { PartUploadAnswer } from '../../src/features/podcast/shared/types.ts';
import { planParts } from '../../src/features/podcast/shared/upload-parts.ts';

/** PUTs the parts named (all by default) with the signed Content-Type; the worst status. */
export async function putParts(
  upload: Pick<PartUploadAnswer, 'parts' | 'contentType'>,
  body: Buffer,
  only: (partNumber: number) => boolean = () => true,
): Promise<number> {
  const plan = planParts(body.length);
  let worst = 200;
  for (const { partNumber, url } of upload.parts.filter((p) => only(p.partNumber))) {
    const part = plan.find((p) => p.partNumber === partNumber)!;
    const response = await fetch(url, {
      method: 'PUT',
      headers: { 'Content-Type': upload.contentType },
      body: new Uint8Array(body.subarray(part.start, part.end)),
    });
    worst = Math.max(worst, response.status);
  }
  return worst;
}
