/** The worship samples' answer (docs/requirements.md section 3). */

export interface WorshipSample {
  type: 'Attachment';
  id: string;
  /** filename is 'artist - title - YYYYMMDD' (with an extension). */
  attributes: { filename: string; thumbnail_url: string; content_type: string };
}
/** GET /api/worshipsamples; meta.media_id is the id to send to POST /api/attachment. */
export interface WorshipSamplesAnswer {
  data: WorshipSample[];
  meta: { media_id: string };
}
