/**
 * Which repository paths the content editor may touch: the data files and media folders the CMS
 * configuration names (src/features/content-editor/shared/config.ts), and nothing else. Decap's local backend
 * (decap-server) takes any path inside the repository; `npm run cms` puts these rules in front of
 * it (tools/cms/local-backend.ts), so a request from anywhere cannot read or write other files.
 */
import type { CmsField } from './fields.ts';
import { fieldKinds, type MediaKind } from './media.ts';

/** The parts of a Decap configuration that name folders and files. */
export interface CmsPathConfig {
  media_folder: string;
  collections: {
    folder?: string;
    media_folder?: string;
    files?: { file: string; media_folder?: string; fields: CmsField[] }[];
  }[];
}

/** Repository-relative paths the editor may use (normalized: no `.` or `..`, no end slashes). */
export interface CmsPathRules {
  /** Data files of file collections: read and written, never deleted. */
  files: string[];
  /** Folders of folder collections: their entries are read, written and deleted. */
  entryFolders: string[];
  /** Media folders: their files (not subfolders) are read, written and deleted. */
  mediaFolders: string[];
  /** What each media folder takes (media.ts); the default media folder holds documents. */
  mediaKinds: Record<string, MediaKind>;
}

/** What a request does with a path, which decides the folders it may name. */
export type PathUse = 'entry' | 'entry-folder' | 'media' | 'media-folder' | 'delete';

/** A POSIX path with `.` and `..` worked out, or undefined when `..` climbs above its start. */
export function joinPosix(...parts: string[]): string | undefined {
  const out: string[] = [];
  for (const segment of parts.join('/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment !== '..') out.push(segment);
    else if (out.pop() === undefined) return undefined;
  }
  return out.join('/');
}

/** Folder of a media_folder setting: absolute from the repository root, else beside `file`. */
function mediaFolder(setting: string, file?: string): string | undefined {
  if (setting.startsWith('/') || !file) return joinPosix(setting);
  return joinPosix(file.split('/').slice(0, -1).join('/'), setting);
}

function fieldFolders(fields: CmsField[]): string[] {
  return fields.flatMap((field) => [
    ...(field.media_folder ? [field.media_folder] : []),
    ...fieldFolders([...(field.fields ?? []), ...(field.field ? [field.field] : [])]),
  ]);
}

const defined = (paths: (string | undefined)[]): string[] => [
  ...new Set(paths.filter((path): path is string => Boolean(path))),
];

/** The rules for a configuration as cmsConfig() builds it. */
export function cmsPathRules(config: CmsPathConfig): CmsPathRules {
  const files = config.collections.flatMap((collection) => collection.files ?? []);
  const media = [
    mediaFolder(config.media_folder),
    ...config.collections.map((c) => (c.media_folder ? mediaFolder(c.media_folder) : undefined)),
    ...files.flatMap((file) =>
      [...(file.media_folder ? [file.media_folder] : []), ...fieldFolders(file.fields)].map(
        (setting) => mediaFolder(setting, file.file),
      ),
    ),
  ];
  const kinds: Record<string, MediaKind> = {};
  const top = mediaFolder(config.media_folder);
  if (top) kinds[top] = 'document';
  for (const file of files)
    for (const [setting, kind] of fieldKinds(file.fields)) {
      const folder = mediaFolder(setting, file.file);
      if (folder) kinds[folder] = kind;
    }
  return {
    mediaKinds: kinds,
    files: defined(files.map((file) => joinPosix(file.file))),
    entryFolders: defined(config.collections.map((c) => (c.folder ? joinPosix(c.folder) : ''))),
    mediaFolders: defined(media),
  };
}

/**
 * The path as the repository-relative POSIX path it names, or undefined for anything but a plain
 * one: absolute, with `.` or `..` segments, backslashes, percent-escapes or control characters.
 */
export function plainPath(path: unknown): string | undefined {
  if (typeof path !== 'string' || path === '' || path.length > 512) return undefined;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\%\u0000-\u001f\u007f]/.test(path) || path.startsWith('/')) return undefined;
  const segments = path.split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..'))
    return undefined;
  return path;
}

const parentOf = (path: string) => path.split('/').slice(0, -1).join('/');

/** Whether `rules` let a request use `path` this way. */
export function allowedPath(rules: CmsPathRules, path: unknown, use: PathUse): boolean {
  const plain = plainPath(path);
  if (plain === undefined) return false;
  const inEntryFolder = rules.entryFolders.includes(parentOf(plain));
  const inMediaFolder = rules.mediaFolders.includes(parentOf(plain));
  switch (use) {
    case 'entry':
      return rules.files.includes(plain) || inEntryFolder;
    case 'entry-folder':
      return rules.entryFolders.includes(plain);
    case 'media-folder':
      return rules.mediaFolders.includes(plain);
    case 'media':
      return inMediaFolder;
    case 'delete':
      // a data file of a file collection is edited, never deleted
      return inMediaFolder || inEntryFolder;
  }
}
