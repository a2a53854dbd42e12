/** The worship samples: the audio attachments of one Planning Center media. */
import type { WorshipSamplesAnswer } from '../shared/api-types.ts';
import type { PcoDeps, ServerDeps } from '../../../app/deps.ts';
import { str, type PcoResource } from '../../../platform/server/pco/jsonapi.ts';
import { keepLastGood, type Kept } from '../../../platform/server/pco/last-good.ts';

const isAudio = (file: PcoResource) =>
  str(file, 'content_type').startsWith('audio/') ||
  /\.(mp3|m4a|aac|ogg|wav)$/i.test(str(file, 'filename'));

/** GET /api/worshipsamples; meta.media_id is what POST /api/attachment needs. */
export async function getWorshipSamples({ cfg, pco }: PcoDeps): Promise<WorshipSamplesAnswer> {
  const mediaId = cfg.pco.worshipSamplesMediaId;
  const files = await pco.list(`/services/v2/media/${mediaId}/attachments`);
  return {
    data: files.data.filter(isAudio).map((file) => ({
      type: 'Attachment',
      id: file.id,
      attributes: {
        filename: str(file, 'filename'),
        thumbnail_url: str(file, 'thumbnail_url'),
        content_type: str(file, 'content_type', 'audio/mpeg'),
      },
    })),
    meta: { media_id: mediaId },
  };
}

/** The samples; when Planning Center fails, the last good answer kept in storage. */
export function keptWorshipSamples(deps: ServerDeps): Promise<Kept<WorshipSamplesAnswer>> {
  return keepLastGood(deps, 'worship-samples', () => getWorshipSamples(deps));
}
