/**
 * Opening attachments: a short-lived URL from Planning Center (attachment-opens.ts), only for a
 * file that really belongs to the media or plan named, and only for media the caller may open.
 * Of the worship samples, only the files the public worship page lists open.
 */
import type { AttachmentUrlAnswer } from '../shared/api-types.ts';
import { planLessonFiles } from '../shared/lessons.ts';
import type { PcoDeps } from '../../../app/deps.ts';
import { HttpError } from '../../../platform/server/http/errors.ts';
import { str } from '../../../platform/server/pco/jsonapi.ts';
import { openAttachment } from './attachment-opens.ts';
import { getCurriculums, isCurriculum } from './portal.ts';
import { getWorshipSamples } from '../../worship/server/index.ts';

/** True when the media is the public worship-samples media. */
export function isWorshipMedia({ cfg }: Pick<PcoDeps, 'cfg'>, mediaId: string): boolean {
  return mediaId === cfg.pco.worshipSamplesMediaId;
}

const notFound = (what: string) => (error: unknown) => {
  throw error instanceof HttpError && error.status === 404
    ? new HttpError(404, `No such ${what}.`)
    : error;
};

/**
 * A media's file. The caller has already checked the session for anything but the worship
 * samples; here a media that is neither worship samples nor curriculum is refused.
 */
export async function openMediaAttachment(
  deps: PcoDeps,
  mediaId: string,
  attachmentId: string,
): Promise<AttachmentUrlAnswer> {
  if (isWorshipMedia(deps, mediaId)) {
    const samples = await getWorshipSamples(deps);
    if (!samples.data.some((file) => file.id === attachmentId))
      throw new HttpError(404, 'That file is not part of this media.');
    return openAttachment(deps, attachmentId);
  }
  const media = await deps.pco.get(`/services/v2/media/${mediaId}`).catch(notFound('media'));
  if (!isCurriculum(deps, media.data))
    throw new HttpError(403, 'Files of this media are not available here.');
  const files = await deps.pco
    .list(`/services/v2/media/${mediaId}/attachments`)
    .catch(notFound('media'));
  if (!files.data.some((file) => file.id === attachmentId))
    throw new HttpError(404, 'That file is not part of this media.');
  return openAttachment(deps, attachmentId);
}

/**
 * A lesson file attached to one of the children's service type's plans: only the files the
 * schedule shows (named like a curriculum's lesson) open; any other gets the unknown file's 404.
 */
export async function openPlanAttachment(
  deps: PcoDeps,
  planId: string,
  attachmentId: string,
): Promise<AttachmentUrlAnswer> {
  const path = `/services/v2/service_types/${deps.cfg.pco.kidsServiceTypeId}/plans/${planId}/attachments`;
  const [files, curriculums] = await Promise.all([
    deps.pco.list(path).catch(notFound('plan')),
    getCurriculums(deps),
  ]);
  const shown = planLessonFiles(
    files.data.map((file) => ({ id: file.id, filename: str(file, 'filename') })),
    curriculums,
  );
  if (!shown.some((file) => file.id === attachmentId))
    throw new HttpError(404, 'That file is not part of this plan.');
  return openAttachment(deps, attachmentId);
}
