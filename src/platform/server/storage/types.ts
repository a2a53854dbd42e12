/**
 * The one storage interface (docs/architecture.md section 3): S3 in production, files under DATA_DIR
 * locally. Keys are slash-separated relative paths such as `podcast/feed.xml`.
 */
import type { Readable } from 'node:stream';

export interface StoredObject {
  key: string;
  size: number;
  /** Opaque version tag without quotes (an MD5 of the content, like S3's); changes with the content. */
  etag: string;
  contentType: string;
  lastModified: Date;
}

export interface ByteRange {
  start: number;
  /** Inclusive end; omitted means to the end of the object. */
  end?: number;
}

/** The last `suffix` bytes of an object (HTTP `Range: bytes=-N`). */
export interface SuffixRange {
  suffix: number;
}

export interface GetResult extends StoredObject {
  /** The bytes; read it to the end or destroy it, or the file or socket stays open. */
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

/** How a copy is made: the copy's type, and optionally the source version it must be. */
export interface CopyOptions {
  contentType: string;
  /** Copy only if the source's etag equals this (else PreconditionFailed, nothing written). */
  ifMatch?: string;
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

/** A key that is not a safe relative path (`..`, absolute, backslash, NUL, empty segment). */
export class InvalidKey extends Error {
  override name = 'InvalidKey';
}

/** A byte range that lies wholly past the end of the object (HTTP 416). */
export class RangeNotSatisfiable extends Error {
  override name = 'RangeNotSatisfiable';
  /** The object's size, for the `Content-Range: bytes *\/size` answer. */
  readonly size: number;
  constructor(message: string, size: number) {
    super(message);
    this.size = size;
  }
}

/** A part S3 holds of an unfinished part upload. */
export interface UploadedPart {
  partNumber: number;
  /** Without quotes. */
  etag: string;
  size: number;
}

/** Part uploads the browser sends (S3 multipart uploads, s3-parts.ts); only S3 has them. */
export interface PartUploads {
  /** Starts an upload to the key; returns its id. */
  create(key: string, contentType: string): Promise<string>;
  /**
   * A URL the browser PUTs one part to, with exactly this Content-Type and, when given, exactly
   * this many bytes (both are signed).
   */
  signPart(
    key: string,
    uploadId: string,
    partNumber: number,
    contentType: string,
    expiresInSeconds: number,
    contentLength?: number,
  ): Promise<string>;
  /** The parts that arrived, by part number; NotFound for an upload that is gone. */
  listParts(key: string, uploadId: string): Promise<UploadedPart[]>;
  /** Joins the parts into the object. */
  complete(key: string, uploadId: string, parts: UploadedPart[]): Promise<void>;
  /** Drops the upload and its parts; an upload already gone is fine. */
  abort(key: string, uploadId: string): Promise<void>;
}

export interface Storage {
  /** Streams an object (or a byte range of it); throws NotFound or RangeNotSatisfiable. */
  get(key: string, range?: ByteRange | SuffixRange): Promise<GetResult>;
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
  /**
   * Copies an object inside the storage (on S3 the bytes never leave it), with this type; with
   * `ifMatch`, only the source version of that etag (else PreconditionFailed).
   */
  copy(from: string, to: string, options: CopyOptions): Promise<StoredObject>;
  /** Objects whose key starts with the prefix. */
  list(prefix: string): Promise<StoredObject[]>;
  /**
   * A URL the browser can PUT the object to directly, with exactly this Content-Type and, when
   * given, exactly this many bytes (both are signed), or null where not supported (fs).
   */
  presignUpload(
    key: string,
    contentType: string,
    expiresInSeconds: number,
    contentLength?: number,
  ): Promise<PresignedUpload | null>;
  /** Multipart uploads the browser sends part by part, or null where not supported (fs). */
  partUploads(): PartUploads | null;
}
