/**
 * The paths a request to Decap's local backend names, and what it does with each, read from its
 * JSON body the way decap-server reads it (node_modules/decap-server/src/middlewares/localFs).
 * Actions the file-system backend does not offer (the editorial workflow's) are refused here.
 */
import type { PathUse } from './paths.ts';

/** One path a request names, and its use. */
export interface NamedPath {
  path: unknown;
  use: PathUse;
}

type Params = Record<string, unknown>;

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);
const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Params)[key] : undefined;

const READERS: Record<string, (params: Params) => NamedPath[]> = {
  info: () => [],
  getDeployPreview: () => [],
  entriesByFolder: (p) => [{ path: p['folder'], use: 'entry-folder' }],
  entriesByFiles: (p) =>
    list(p['files']).map((file) => ({ path: field(file, 'path'), use: 'entry' })),
  getEntry: (p) => [{ path: p['path'], use: 'entry' }],
  persistEntry: (p) => [
    ...list(p['dataFiles'] ?? p['entry']).flatMap((file): NamedPath[] => [
      { path: field(file, 'path'), use: 'entry' },
      ...(field(file, 'newPath') === undefined
        ? []
        : [{ path: field(file, 'newPath'), use: 'entry' as const }]),
    ]),
    ...list(p['assets'] ?? []).map((asset) => ({
      path: field(asset, 'path'),
      use: 'media' as const,
    })),
  ],
  getMedia: (p) => [{ path: p['mediaFolder'], use: 'media-folder' }],
  getMediaFile: (p) => [{ path: p['path'], use: 'media' }],
  persistMedia: (p) => [{ path: field(p['asset'], 'path'), use: 'media' }],
  deleteFile: (p) => [{ path: p['path'], use: 'delete' }],
  deleteFiles: (p) => list(p['paths']).map((path) => ({ path, use: 'delete' as const })),
};

/**
 * Every path `body` names, or undefined when it is not a request the editor makes (no known
 * action, or a path list that is not a list). Every path is then checked, none left out.
 */
export function requestPaths(body: unknown): NamedPath[] | undefined {
  const action = field(body, 'action');
  if (typeof action !== 'string' || !Object.hasOwn(READERS, action)) return undefined;
  const params = field(body, 'params') ?? {};
  if (typeof params !== 'object' || params === null) return undefined;
  const paths = READERS[action]!(params as Params);
  return paths.length > 0 || action === 'info' || action === 'getDeployPreview' ? paths : undefined;
}

/** A file a request writes into a media folder: its path and its content as sent. */
export interface NamedAsset {
  path: unknown;
  content: unknown;
  encoding: unknown;
}

/** The media files a request writes (persistMedia's asset, persistEntry's assets), if any. */
export function requestAssets(body: unknown): NamedAsset[] {
  const action = field(body, 'action');
  const params = field(body, 'params');
  const assets =
    action === 'persistMedia'
      ? [field(params, 'asset')]
      : action === 'persistEntry'
        ? list(field(params, 'assets') ?? [])
        : [];
  return assets.map((asset) => ({
    path: field(asset, 'path'),
    content: field(asset, 'content'),
    encoding: field(asset, 'encoding'),
  }));
}
