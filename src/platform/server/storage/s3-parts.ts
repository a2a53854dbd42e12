/**
 * Multipart uploads the browser sends part by part through presigned URLs (sermon audio over a
 * church's Wi-Fi: a dropped connection costs one part, not the whole file). The server starts
 * the upload, signs each part, lists what arrived (S3's ListParts is the record of finished
 * parts) and completes or aborts it; the browser never holds credentials.
 */
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  ListPartsCommand,
  UploadPartCommand,
  getSignedUrl,
} from './s3-sdk.ts';
import type { S3Client } from './vendor/aws-sdk.mjs';
import { assertKey } from './keys.ts';
import { signedHeaders, statusOf, unquote } from './s3-util.ts';
import { NotFound, type PartUploads, type UploadedPart } from './types.ts';

/** The part uploads (S3 multipart uploads) on one bucket. */
export class S3PartUploads implements PartUploads {
  readonly #client: S3Client;
  readonly #bucket: string;

  constructor(client: S3Client, bucket: string) {
    this.#client = client;
    this.#bucket = bucket;
  }

  async create(key: string, contentType: string): Promise<string> {
    assertKey(key);
    const out = await this.#client.send(
      new CreateMultipartUploadCommand({
        Bucket: this.#bucket,
        Key: key,
        ContentType: contentType,
      }),
    );
    if (!out.UploadId) throw new Error(`S3 gave no upload id for "${key}"`);
    return out.UploadId;
  }

  signPart(
    key: string,
    uploadId: string,
    partNumber: number,
    contentType: string,
    expiresInSeconds: number,
    contentLength?: number,
  ): Promise<string> {
    assertKey(key);
    const command = new UploadPartCommand({
      Bucket: this.#bucket,
      Key: key,
      UploadId: uploadId,
      PartNumber: partNumber,
      ...(contentLength === undefined ? {} : { ContentLength: contentLength }),
    });
    // UploadPart has no ContentType parameter: the header is set on the request before signing
    command.middlewareStack.add(
      (next) => (args) => {
        (args.request as { headers: Record<string, string> }).headers['content-type'] = contentType;
        return next(args);
      },
      { step: 'build', name: 'dccSignedContentType' },
    );
    return getSignedUrl(this.#client, command, {
      expiresIn: expiresInSeconds,
      ...signedHeaders(contentLength !== undefined),
    });
  }

  async listParts(key: string, uploadId: string): Promise<UploadedPart[]> {
    assertKey(key);
    const parts: UploadedPart[] = [];
    let marker: string | undefined;
    try {
      do {
        const out = await this.#client.send(
          new ListPartsCommand({
            Bucket: this.#bucket,
            Key: key,
            UploadId: uploadId,
            PartNumberMarker: marker,
          }),
        );
        for (const part of out.Parts ?? []) {
          if (part.PartNumber && part.ETag)
            parts.push({
              partNumber: part.PartNumber,
              etag: unquote(part.ETag),
              size: part.Size ?? 0,
            });
        }
        marker = out.IsTruncated ? out.NextPartNumberMarker : undefined;
      } while (marker);
    } catch (error) {
      if (statusOf(error) === 404) throw new NotFound(`No upload "${uploadId}" at "${key}"`);
      throw error;
    }
    return parts.sort((a, b) => a.partNumber - b.partNumber);
  }

  async complete(key: string, uploadId: string, parts: UploadedPart[]): Promise<void> {
    assertKey(key);
    await this.#client.send(
      new CompleteMultipartUploadCommand({
        Bucket: this.#bucket,
        Key: key,
        UploadId: uploadId,
        MultipartUpload: {
          Parts: parts.map((p) => ({ PartNumber: p.partNumber, ETag: `"${p.etag}"` })),
        },
      }),
    );
  }

  async abort(key: string, uploadId: string): Promise<void> {
    assertKey(key);
    try {
      await this.#client.send(
        new AbortMultipartUploadCommand({ Bucket: this.#bucket, Key: key, UploadId: uploadId }),
      );
    } catch (error) {
      if (statusOf(error) !== 404) throw error; // already gone is what abort wants
    }
  }
}
