/**
 * GET/HEAD /media/* — stored media (sermon audio, episode images) under the storage key prefix
 * `media/`, with byte ranges for seeking. For file storage only: with S3 the
 * files live at MEDIA_PUBLIC_URL on the S3 host (or its CDN), so this answers 404 and never
 * proxies them through a function. The feed is made first, as every podcast read does: an
 * instance whose temp folder is its storage seeds the demo archive before it serves from it.
 */
import { HttpError } from '../../src/platform/server/http/errors.ts';
import { handler } from '../../src/platform/server/http/handler.ts';
import { serverDeps } from '../../src/app/composition.ts';
import { ensureFeed } from '../../src/features/sermons/server/feed/feed-store.ts';
import { serveObject } from '../../src/platform/server/storage/serve.ts';

const PREFIX = '/media/';

/** The storage key of a /media/ URL path; percent-escapes decoded, never normalised away. */
function keyOf(pathname: string): string {
  try {
    return `media/${decodeURIComponent(pathname.slice(PREFIX.length))}`;
  } catch {
    throw new HttpError(400, 'That is not a valid media path.');
  }
}

export default handler(async (req) => {
  const deps = serverDeps();
  if (deps.cfg.storage.kind === 's3')
    throw new HttpError(404, 'Media files are served from the media host, not this site.');
  const { pathname } = new URL(req.url);
  await ensureFeed(deps);
  return serveObject(req, deps.storage, keyOf(pathname));
});

export const config = { path: '/media/*', method: ['GET', 'HEAD'] };
