/**
 * Which files the content editor's media folders take (docs/security.md, "Where each rule is enforced"):
 * each folder only the kind its fields document, PDF for church documents and JPEG, PNG or WebP
 * for pictures, known by the file's content (the detected type) and named with its extension,
 * since the site serves a static file with the type its extension says. Anything else, HTML and
 * SVG included, is refused, so nothing placed there can run as a page of the site's origin.
 */
import type { CmsField } from './fields.ts';

export type MediaKind = 'document' | 'picture';

/** The detected types each kind takes, with the file-name extensions each may carry. */
export const MEDIA_TYPES: Record<MediaKind, Record<string, string[]>> = {
  document: { 'application/pdf': ['pdf'] },
  picture: { 'image/jpeg': ['jpg', 'jpeg'], 'image/png': ['png'], 'image/webp': ['webp'] },
};

const DESCRIBED: Record<MediaKind, string> = {
  document: 'a PDF',
  picture: 'a JPEG, PNG or WebP picture',
};

/** The kind of a file or image widget's folder; other widgets name none. */
function kindOf(field: CmsField): MediaKind | undefined {
  if (field.widget === 'image') return 'picture';
  if (field.widget === 'file') return 'document';
  return undefined;
}

/** Each field's media folder setting with its kind, nested fields included. */
export function fieldKinds(fields: CmsField[]): [setting: string, kind: MediaKind][] {
  return fields.flatMap((field): [string, MediaKind][] => {
    const kind = kindOf(field);
    return [
      ...(field.media_folder && kind ? [[field.media_folder, kind] as [string, MediaKind]] : []),
      ...fieldKinds([...(field.fields ?? []), ...(field.field ? [field.field] : [])]),
    ];
  });
}

/**
 * Why a file may not be written at `path` in a media folder of `kind` (undefined: it may), given
 * the type its content was detected as (undefined: none known, as for HTML, SVG or text).
 */
export function mediaRefusal(
  path: string,
  kind: MediaKind | undefined,
  detected: string | undefined,
): string | undefined {
  const name = path.split('/').pop() ?? path;
  if (!kind) return `${name}: this folder takes no uploads`;
  const extensions = detected ? MEDIA_TYPES[kind][detected] : undefined;
  if (!extensions) return `${name}: this folder takes only ${DESCRIBED[kind]}, checked by content`;
  const extension = name.includes('.') ? name.split('.').pop()!.toLowerCase() : '';
  if (!extensions.includes(extension))
    return `${name}: the file is ${detected}, so its name must end in .${extensions[0]}`;
  return undefined;
}

/**
 * Why the file at repository path `path` may not sit where it is, by the media folders' kinds
 * (`mediaKinds` of paths.ts's rules) and its detected type: the one check of the local backend's
 * saves (tools/cms/local-backend-guard.ts) and of every build (../build/media-folders.ts).
 */
export function folderRefusal(
  kinds: Readonly<Record<string, MediaKind>>,
  path: string,
  detected: string | undefined,
): string | undefined {
  return mediaRefusal(path, kinds[path.split('/').slice(0, -1).join('/')], detected);
}
