/** The emulator's media endpoints: curriculum, worship-sample and other media, and `open`. */
import { DEMO_IDS } from '../platform/server/config/demo.ts';
import type { PcoResource } from '../platform/server/pco/jsonapi.ts';
import { fileSize, findFile, mediaFiles, signedUrl, type DemoFile } from './files.ts';
import { errorDocument, listDocument, resourceDocument } from './jsonapi.ts';
import { CLASSES, curriculumId, OTHER_MEDIA } from '../features/portal/demo/kids.ts';

const TIMESTAMP = '2024-09-01T14:00:00Z';

export interface ServicesContext {
  url: URL;
  base: string;
  now: number;
  zone: string;
}

/** An Attachment as Services sends it. */
export function attachmentResource(ctx: ServicesContext, file: DemoFile): PcoResource {
  const thumbnail =
    file.contentType === 'audio/mpeg' ? `${ctx.base}/thumbnails/${file.id}.svg` : null;
  return {
    type: 'Attachment',
    id: file.id,
    attributes: {
      filename: file.filename,
      display_name: file.filename,
      content_type: file.contentType,
      file_size: fileSize(file),
      filetype: file.contentType.startsWith('audio/') ? 'audio' : 'file',
      pco_type: 'AttachmentS3',
      linked_url: null,
      remote_link: null,
      thumbnail_url: thumbnail,
      url: `${ctx.base}/services/v2/attachments/${file.id}`,
      downloadable: true,
      streamable: file.contentType.startsWith('audio/'),
      web_streamable: file.contentType.startsWith('audio/'),
      has_preview: false,
      licenses_purchased: 0,
      created_at: TIMESTAMP,
      updated_at: TIMESTAMP,
    },
    relationships: { attachable: { data: file.attachable }, attachment_types: { data: [] } },
  };
}

function mediaResource(id: string, title: string, themes: string, mediaType: string): PcoResource {
  return {
    type: 'Media',
    id,
    attributes: {
      title,
      themes,
      media_type: mediaType,
      media_type_name: mediaType[0]!.toUpperCase() + mediaType.slice(1),
      creator_name: 'DCC Children’s Ministry',
      length: 0,
      thumbnail_url: null,
      image_url: null,
      preview_url: null,
      created_at: TIMESTAMP,
      updated_at: TIMESTAMP,
    },
    relationships: {},
  };
}

function allMedia(): PcoResource[] {
  return [
    ...CLASSES.map((c, i) => mediaResource(curriculumId(i), c.title, c.theme, 'curriculum')),
    mediaResource(DEMO_IDS.worshipSamplesMediaId, 'Worship Samples', 'Worship', 'audio'),
    mediaResource(OTHER_MEDIA.id, OTHER_MEDIA.title, 'Announcements', 'image'),
  ];
}

const MEDIA_TYPES = [
  'audio',
  'background_audio',
  'background_image',
  'background_video',
  'countdown',
  'curriculum',
  'document',
  'drama',
  'image',
  'powerpoint',
  'song_video',
  'video',
];

/** GET /services/v2/media (filter=<media type>, where[...], include=attachments) */
export function listMedia(ctx: ServicesContext): Response {
  const filters = (ctx.url.searchParams.get('filter') ?? '').split(',').filter(Boolean);
  const unknown = filters.find((f) => !MEDIA_TYPES.includes(f) && f !== 'not_archived');
  if (unknown) return errorDocument(400, 'Bad Request', `filter=${unknown} is not a valid filter`);
  const types = filters.filter((f) => f !== 'not_archived');
  const rows = allMedia().filter(
    (m) => !types.length || types.includes(String(m.attributes['media_type'])),
  );
  return listDocument(ctx.url, rows, {
    canInclude: ['attachments'],
    canOrderBy: ['created_at', 'title', 'updated_at'],
    canQueryBy: ['id', 'themes', 'title', 'creator_name', 'media_type'],
    includer: (media) => mediaFiles(media.id).map((f) => attachmentResource(ctx, f)),
  });
}

/** GET /services/v2/media/:id */
export function showMedia(ctx: ServicesContext, id: string): Response {
  const media = allMedia().find((m) => m.id === id);
  if (!media) return errorDocument(404, 'Not Found', `Couldn't find Media with 'id'=${id}`);
  return resourceDocument(ctx.url, media, {
    canInclude: ['attachments'],
    includer: () => mediaFiles(id).map((f) => attachmentResource(ctx, f)),
  });
}

/** GET /services/v2/media/:id/attachments */
export function listMediaAttachments(ctx: ServicesContext, id: string): Response {
  if (!allMedia().some((m) => m.id === id))
    return errorDocument(404, 'Not Found', `Couldn't find Media with 'id'=${id}`);
  return listDocument(
    ctx.url,
    mediaFiles(id).map((f) => attachmentResource(ctx, f)),
    { canOrderBy: ['filename', 'created_at'] },
  );
}

/** POST .../attachments/:id/open: an AttachmentActivity with a short-lived URL to the file. */
export function openAttachment(ctx: ServicesContext, id: string, scope?: DemoFile[]): Response {
  const file = scope ? scope.find((f) => f.id === id) : findFile(id, ctx.now, ctx.zone);
  if (!file) return errorDocument(404, 'Not Found', `Couldn't find Attachment with 'id'=${id}`);
  const url = file.asset
    ? signedUrl(ctx.base, file, ctx.now)
    : `${ctx.base}/thumbnails/${file.id}.svg`;
  return Response.json({
    data: {
      type: 'AttachmentActivity',
      id: String(ctx.now),
      attributes: {
        attachment_url: url,
        activity_type: 'download',
        attachment_name: file.filename,
        created_at: new Date(ctx.now).toISOString(),
      },
      relationships: { attachment: { data: { type: 'Attachment', id: file.id } } },
    },
    included: [],
    meta: {},
  });
}
