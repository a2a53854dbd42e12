/** Small helpers of the S3 storage: error mapping, ETag quotes, bounded reads. */
import type { Readable } from 'node:stream';
import { NotFound, PreconditionFailed } from './types.ts';

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
export async function readBounded(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buffer.length;
    if (size > limit) {
      stream.destroy();
      throw new RangeError(`A conditional write may hold at most ${limit} bytes`);
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}
