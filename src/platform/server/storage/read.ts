/**
 * Reading a stored object whole, for the small ones the site keeps (the feed, records, counters,
 * transcripts): the one place that collects a body, with Node's own stream consumers.
 */
import { buffer } from 'node:stream/consumers';
import type { ByteRange, Storage } from './types.ts';

/** The object's bytes (or a range of them) and its ETag; NotFound when there is none. */
export async function readBytes(
  storage: Storage,
  key: string,
  range?: ByteRange,
): Promise<{ bytes: Buffer; etag: string }> {
  const object = await storage.get(key, range);
  return { bytes: await buffer(object.body), etag: object.etag };
}

/** The object as UTF-8 text, with its ETag; NotFound when there is none. */
export async function readText(
  storage: Storage,
  key: string,
): Promise<{ text: string; etag: string }> {
  const { bytes, etag } = await readBytes(storage, key);
  return { text: bytes.toString('utf8'), etag };
}
