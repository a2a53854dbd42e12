/**
 * Writing the files of the file-system storage (fs.ts): bodies stream to tmp/ while hashed, are
 * synced to disk, and are renamed into place.
 */
import { createHash } from 'node:crypto';
import { mkdir, open, rename, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Readable } from 'node:stream';

/** Renames into place, making the folder; a delete may prune that folder in between. */
export async function moveInto(from: string, to: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await mkdir(dirname(to), { recursive: true });
    try {
      return await rename(from, to);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || attempt === 3) throw error;
    }
  }
}

/**
 * Writes the chunks to a new file and syncs it to disk before resolving. Through a FileHandle,
 * whose sync() Node's permission model allows (`npm run preview` runs functions under it, and
 * there fs.fsync is off). A failing body fails the write; the caller removes the file.
 */
export async function writeDurably(
  file: string,
  chunks: AsyncIterable<Buffer> | Iterable<Buffer>,
  onChunk: (chunk: Buffer) => void = () => {},
): Promise<void> {
  const handle = await open(file, 'wx');
  try {
    for await (const chunk of chunks) {
      onChunk(chunk);
      await handle.write(chunk);
    }
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Streams the body to `file`, hashing and counting as it goes; synced before resolving. */
export async function writeHashed(
  file: string,
  body: Readable | Uint8Array | string,
  onProgress?: (loaded: number) => void,
): Promise<{ etag: string; size: number; ino: number; mtime: Date }> {
  const hash = createHash('md5');
  let size = 0;
  const chunks = body instanceof Readable ? body : [Buffer.from(body)];
  await writeDurably(file, chunks, (chunk) => {
    hash.update(chunk);
    size += chunk.length;
    onProgress?.(size);
  });
  if (size === 0) onProgress?.(0);
  const { ino, mtime } = await stat(file);
  return { etag: hash.digest('hex'), size, ino, mtime };
}
