/**
 * S3 storage that loads the AWS SDK on its first use. The SDK is most of every function's bundle
 * (vendor/aws-sdk.mjs, about 800 KB), and importing it is most of a cold start; so it is imported
 * with S3Storage (s3.ts) the first time a function touches S3, and never by an instance on file
 * storage (the demo, `npm start`) or one that answers without storage. Every function still
 * ships it, as a file of its own beside the bundle (s3-sdk.ts, netlify.toml).
 */
import type { S3StorageConfig } from './s3.ts';
import type {
  CopyOptions,
  ByteRange,
  GetResult,
  PartUploads,
  PresignedUpload,
  PutOptions,
  Storage,
  StoredObject,
  SuffixRange,
  UploadedPart,
} from './types.ts';
import type { Readable } from 'node:stream';

/** S3 storage, the SDK imported on first use (see the file comment). */
export class LazyS3Storage implements Storage {
  readonly #config: S3StorageConfig;
  #loaded: Promise<Storage> | undefined;

  constructor(config: S3StorageConfig) {
    this.#config = config;
  }

  #s3(): Promise<Storage> {
    if (!this.#loaded) {
      this.#loaded = import('./s3.ts').then(({ S3Storage }) => new S3Storage(this.#config));
      this.#loaded.catch(() => (this.#loaded = undefined)); // a failed import may be retried
    }
    return this.#loaded;
  }

  async get(key: string, range?: ByteRange | SuffixRange): Promise<GetResult> {
    return (await this.#s3()).get(key, range);
  }

  async head(key: string): Promise<StoredObject | null> {
    return (await this.#s3()).head(key);
  }

  async put(
    key: string,
    body: Readable | Uint8Array | string,
    options: PutOptions,
  ): Promise<StoredObject> {
    return (await this.#s3()).put(key, body, options);
  }

  async delete(key: string): Promise<void> {
    return (await this.#s3()).delete(key);
  }

  async copy(from: string, to: string, options: CopyOptions): Promise<StoredObject> {
    return (await this.#s3()).copy(from, to, options);
  }

  async list(prefix: string): Promise<StoredObject[]> {
    return (await this.#s3()).list(prefix);
  }

  async presignUpload(
    key: string,
    contentType: string,
    expiresInSeconds: number,
    contentLength?: number,
  ): Promise<PresignedUpload | null> {
    return (await this.#s3()).presignUpload(key, contentType, expiresInSeconds, contentLength);
  }

  /** S3 always has part uploads; each call reaches them through the loaded storage. */
  partUploads(): PartUploads {
    const parts = async () => (await this.#s3()).partUploads()!;
    return {
      create: async (key: string, contentType: string) => (await parts()).create(key, contentType),
      signPart: async (key, uploadId, partNumber, contentType, seconds, length) =>
        (await parts()).signPart(key, uploadId, partNumber, contentType, seconds, length),
      listParts: async (key, uploadId) => (await parts()).listParts(key, uploadId),
      complete: async (key, uploadId, done: UploadedPart[]) =>
        (await parts()).complete(key, uploadId, done),
      abort: async (key, uploadId) => (await parts()).abort(key, uploadId),
    };
  }
}
