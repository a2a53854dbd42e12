/**
 * The checks `npm run cms` makes before a request reaches Decap's local backend: it comes to the
 * loopback address the editor runs at, from a page of that address (so a web page elsewhere, even
 * one whose host name has been pointed at 127.0.0.1, cannot use it), fits in the size limit, and
 * names only paths of the CMS configuration (src/features/content-editor/shared/paths.ts) that no symbolic link leads
 * out of; a file written into a media folder must be of the kind that folder takes, by its
 * content (src/features/content-editor/shared/media.ts). See docs/security.md.
 */
import { lstat } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { allowedPath, type CmsPathRules } from '../../src/features/content-editor/shared/paths.ts';
import { folderRefusal } from '../../src/features/content-editor/shared/media.ts';
import { requestAssets, requestPaths } from '../../src/features/content-editor/shared/requests.ts';
import { fileTypeFromBuffer } from 'file-type';
import { HttpError } from '../../src/platform/server/http/errors.ts';
import { foreignAddress } from '../local/own-address.ts';

/** The largest request body: a PDF or photo of about 18 MB, sent as base64 inside JSON. */
export const MAX_BODY_BYTES = 25 * 1024 * 1024;

/** Refuses a request whose Host, or Origin when a browser sends one, is not the editor's own. */
export function checkAddress(req: IncomingMessage, port: number): void {
  const failed = foreignAddress(req.headers.host, req.headers.origin, port);
  if (failed === 'host')
    throw new HttpError(403, `The content editor answers only at http://127.0.0.1:${port}/admin/`);
  if (failed === 'origin') throw new HttpError(403, 'The content editor answers only its own page');
}

/**
 * The request body, refused with 413 as soon as it passes `limit` bytes; the rest is read and
 * dropped, never held, so the client still hears the answer.
 */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const tooLarge = new HttpError(413, `A request may hold at most ${limit / 1024 / 1024} MB`);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = Number(req.headers['content-length'] ?? 0) > limit ? Infinity : 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      req.off('data', onData).resume();
      reject(tooLarge);
    };
    if (size > limit) onData(Buffer.alloc(0));
    else req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', reject);
  });
}

/**
 * Whether no part of `path` under the real repository folder `repoReal` is a symbolic link (a
 * link, even a dangling one, could lead a read or a write outside the folders the rules name).
 * The parts that do not exist yet are what a save creates.
 */
export async function withoutLinks(repoReal: string, path: string): Promise<boolean> {
  let current = repoReal;
  for (const segment of path.split('/')) {
    current = join(current, segment);
    try {
      if ((await lstat(current)).isSymbolicLink()) return false;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
      throw error;
    }
  }
  return true;
}

/**
 * The parsed body of a request the editor may make, or an HttpError: 400 for anything but one of
 * Decap's requests, 403 for a path outside the rules or through a symbolic link.
 */
export async function checkedBody(
  text: Buffer,
  rules: CmsPathRules,
  repoReal: string,
): Promise<unknown> {
  let body: unknown;
  try {
    body = JSON.parse(text.toString('utf8'));
  } catch {
    throw new HttpError(400, 'A request to the content editor is JSON');
  }
  const paths = requestPaths(body);
  if (!paths) throw new HttpError(400, 'Not a request the content editor makes');
  for (const { path, use } of paths) {
    const allowed = allowedPath(rules, path, use) && (await withoutLinks(repoReal, String(path)));
    if (!allowed)
      throw new HttpError(403, 'The content editor works only in the content and media folders');
  }
  await checkAssets(body, rules);
  return body;
}

/** Refuses (415, nothing written) a media file that is not the kind its folder takes. */
async function checkAssets(body: unknown, rules: CmsPathRules): Promise<void> {
  for (const asset of requestAssets(body)) {
    const path = String(asset.path);
    if (asset.encoding !== 'base64' || typeof asset.content !== 'string')
      throw new HttpError(400, `${path}: a media file is sent as base64 text`);
    const bytes = Buffer.from(asset.content, 'base64');
    const detected = (await fileTypeFromBuffer(bytes))?.mime;
    const refusal = folderRefusal(rules.mediaKinds, path, detected);
    if (refusal) throw new HttpError(415, `Not saved: ${refusal}.`);
  }
}
