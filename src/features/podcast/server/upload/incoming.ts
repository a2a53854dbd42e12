/**
 * Streams one uploaded file into storage without holding it whole: the leading bytes are held
 * only until their type is decided, a byte counter enforces the size limit, and anything that
 * fails leaves no object behind.
 */
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { HttpError } from '../../../../platform/server/http/errors.ts';
import type { Storage } from '../../../../platform/server/storage/types.ts';
import { inspect, prefixBytes, type Inspection, type MediaKind } from './inspect.ts';
import { newMediaKey } from '../../../sermons/server/index.ts';

/** Passes bytes through once their type is decided; errors with 413 past `maxBytes`. */
export class InspectingStream extends Transform {
  readonly verdict: Promise<Inspection>;
  bytes = 0;
  /** Why this stream stopped the upload, kept here whatever the consumer reports instead. */
  failure: Error | null = null;
  private held: Buffer[] = [];
  private heldBytes = 0;
  private decided = false;
  private settle!: { resolve: (i: Inspection) => void; reject: (e: unknown) => void };
  private readonly kind: MediaKind;
  private readonly maxBytes: number;

  constructor(kind: MediaKind, maxBytes: number) {
    super();
    this.kind = kind;
    this.maxBytes = maxBytes;
    this.verdict = new Promise<Inspection>((resolve, reject) => {
      this.settle = { resolve, reject };
    });
    this.verdict.catch(() => {}); // observed by the caller; never an unhandled rejection
    this.on('error', (error) => this.settle.reject(error));
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) {
      const mb = Math.round(this.maxBytes / 1024 / 1024);
      this.failure = new HttpError(413, `The ${this.kind} file is larger than the ${mb} MB limit.`);
      return done(this.failure);
    }
    if (this.decided) return done(null, chunk);
    this.held.push(chunk);
    this.heldBytes += chunk.length;
    this.decide(false, done);
  }

  override _flush(done: TransformCallback): void {
    if (this.decided) return done();
    this.decide(true, done);
  }

  private decide(complete: boolean, done: TransformCallback): void {
    let verdict: Inspection | null;
    try {
      const prefix = Buffer.concat(this.held, this.heldBytes);
      verdict = inspect(this.kind, prefix.subarray(0, prefixBytes(this.kind)), complete);
    } catch (error) {
      this.failure = error as Error;
      return done(this.failure);
    }
    if (!verdict) return done();
    this.decided = true;
    for (const chunk of this.held) this.push(chunk);
    this.held = [];
    this.settle.resolve(verdict);
    done();
  }
}

/** An upload that is stored and checked, ready to become part of an episode. */
export interface StoredUpload {
  key: string;
  contentType: string;
  size: number;
}

export interface StoreOptions {
  kind: MediaKind;
  title: string;
  maxBytes: number;
  /** The time (the deps' clock) whose year the key is filed under. */
  now: number;
  onProgress?: (loaded: number) => void;
}

/**
 * Stores a streamed file under a fresh server-made key once its content passes inspection.
 * On any failure the partly written object is deleted and the first cause is thrown.
 */
export async function storeIncoming(
  storage: Storage,
  source: Readable,
  options: StoreOptions,
): Promise<StoredUpload> {
  const inspector = new InspectingStream(options.kind, options.maxBytes);
  source.on('error', (error) => inspector.destroy(error));
  source.pipe(inspector);
  const verdict = await inspector.verdict.catch((error: unknown) => {
    source.unpipe(inspector);
    source.resume(); // let the form parser move past this part
    throw error;
  });
  const key = newMediaKey(options.title, verdict.ext, new Date(options.now));
  let failure: unknown;
  inspector.once('error', (error) => (failure ??= error));
  try {
    const stored = await storage.put(key, inspector, {
      contentType: verdict.contentType,
      ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    });
    if (inspector.bytes !== stored.size)
      throw new Error(`Stored ${stored.size} of ${inspector.bytes} bytes.`);
    return { key, contentType: verdict.contentType, size: stored.size };
  } catch (error) {
    await storage.delete(key).catch(() => {});
    source.unpipe(inspector);
    source.resume();
    throw inspector.failure ?? failure ?? error;
  }
}
