/**
 * The one storage interface (DESIGN.md section 3): S3 in production, files under DATA_DIR
 * locally. Keys are slash-separated relative paths such as `podcast/feed.xml`.
 */
import type { Readable } from 'node:stream';

export interface StoredObject {
  key: string;
  size: number;
  /** Opaque version tag, without quotes; changes on every write. */
  etag: string;
  contentType: string;
  lastModified: Date;
}

export interface ByteRange {
  start: number;
  /** Inclusive end; omitted means to the end of the object. */
  end?: number;
}

export interface GetResult extends StoredObject {
  body: Readable;
  /** Present when a range was asked for: the bytes actually returned. */
  range?: { start: number; end: number };
}

export interface PutOptions {
  contentType: string;
  /** Write only if the current object's etag equals this. */
  ifMatch?: string;
  /** Write only if no object exists at the key. */
  ifNoneMatch?: '*';
  /** Progress in bytes written so far. */
  onProgress?: (loaded: number) => void;
}

export interface PresignedUpload {
  url: string;
  method: 'PUT';
  headers: Record<string, string>;
  expiresAt: Date;
}

/** A conditional put whose precondition did not hold (HTTP 412 on S3). */
export class PreconditionFailed extends Error {
  override name = 'PreconditionFailed';
}

/** A key that does not exist. */
export class NotFound extends Error {
  override name = 'NotFound';
}

export interface Storage {
  /** Streams an object (or a byte range of it); throws NotFound. */
  get(key: string, range?: ByteRange): Promise<GetResult>;
  /** Stored facts about an object, or null when missing. */
  head(key: string): Promise<StoredObject | null>;
  /** Streams a body to the key; atomic (readers see the old or the new whole object). */
  put(
    key: string,
    body: Readable | Uint8Array | string,
    options: PutOptions,
  ): Promise<StoredObject>;
  /** Removes an object; missing keys are fine. */
  delete(key: string): Promise<void>;
  /** Objects whose key starts with the prefix. */
  list(prefix: string): Promise<StoredObject[]>;
  /** A URL the browser can PUT the object to directly, or null where not supported (fs). */
  presignUpload(
    key: string,
    contentType: string,
    expiresInSeconds: number,
  ): Promise<PresignedUpload | null>;
}
