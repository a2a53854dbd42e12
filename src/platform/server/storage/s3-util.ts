/** Small helpers of the S3 storage: error mapping, ETag quotes, bounded reads. */
import type { Readable } from 'node:stream';
import {
  NotFound,
  PreconditionFailed,
  type ByteRange,
  type StoredObject,
  type SuffixRange,
} from './types.ts';

/** The HTTP status of an AWS SDK error, if it has one. */
export function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

/** Maps S3's answers to the storage errors every backend throws; others pass through. */
export function mapS3Error(error: unknown, key: string): unknown {
  const status = statusOf(error);
  const name = (error as { name?: string } | null)?.name;
  if (status === 412 || name === 'PreconditionFailed')
    return new PreconditionFailed(`The precondition for "${key}" did not hold`);
  // S3 answers 409 when a conflicting write to the key is in flight: that writer won
  if (status === 409 && name === 'ConditionalRequestConflict')
    return new PreconditionFailed(`Another write to "${key}" won`);
  if (status === 404 || name === 'NoSuchKey') return new NotFound(`No object at "${key}"`);
  return error;
}

/** An ETag without its quotes (and weak marker), as the Storage interface hands them out. */
export function unquote(etag: string): string {
  return etag.replace(/^(W\/)?"(.*)"$/, '$2');
}

/** Reads a stream into one buffer, refusing to hold more than `limit` bytes. */
export async function readBounded(
  stream: Readable,
  limit: number,
  what = 'A conditional write',
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buffer.length;
    if (size > limit) {
      stream.destroy();
      throw new RangeError(`${what} may hold at most ${limit} bytes`);
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** The HTTP Range header for a storage range. */
export function rangeHeader(range: ByteRange | SuffixRange | undefined): string | undefined {
  if (!range) return undefined;
  return 'suffix' in range ? `bytes=-${range.suffix}` : `bytes=${range.start}-${range.end ?? ''}`;
}

/** The span and total size of a `Content-Range: bytes 0-99/1234` answer. */
export function parseContentRange(
  header: string | undefined,
): { start: number; end: number; size: number } | null {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header ?? '');
  return match ? { start: Number(match[1]), end: Number(match[2]), size: Number(match[3]) } : null;
}

/** The stored facts of a HeadObject or GetObject answer. */
export function describe(
  key: string,
  out: {
    ContentLength?: number | undefined;
    ETag?: string | undefined;
    ContentType?: string | undefined;
    LastModified?: Date | undefined;
  },
): StoredObject {
  return {
    key,
    size: out.ContentLength ?? 0,
    etag: unquote(out.ETag ?? ''),
    contentType: out.ContentType ?? 'application/octet-stream',
    lastModified: out.LastModified ?? new Date(0),
  };
}

/**
 * Options for getSignedUrl that put Content-Type (and Content-Length) into the signature: the
 * presigner leaves them unsigned by default, and then a browser could PUT any type or any size
 * to the URL. Signed, S3 refuses a request whose headers differ (SignatureDoesNotMatch, 403).
 */
export function signedHeaders(length: boolean): { signableHeaders: Set<string> } {
  return {
    signableHeaders: new Set(length ? ['content-type', 'content-length'] : ['content-type']),
  };
}
