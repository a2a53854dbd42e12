/** The one way this site makes an S3 client, for storage, setup-bucket and doctor alike. */
import type { StorageConfig } from '../config/types.ts';
import { S3Client } from './s3-sdk.ts';

/** A client for the configured bucket's server. */
export function s3ClientFor(config: Extract<StorageConfig, { kind: 's3' }>): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    forcePathStyle: config.forcePathStyle,
    // S3-compatible servers (radosgw) and browser PUTs to presigned URLs know no CRC trailers
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
