/**
 * The AWS SDK's parts that S3 storage uses (vendor/aws-sdk.mjs, src/build/sdk/aws-sdk.ts says
 * why it is ours), imported from its file by path when this module is first evaluated, which in
 * a function is on its first use of S3 (s3-lazy.ts). Imported by a relative path, Netlify's
 * bundler would copy the SDK's 800 KB into every function's one file, and compiling that file
 * would cost every cold start about 30 ms though the SDK never ran; so netlify.toml ships the
 * file beside each function's bundle and it is found like any shipped file (docs/operations.md,
 * "Measuring").
 */
import { pathToFileURL } from 'node:url';
import { shippedPath } from '../shipped-files.ts';
import type * as Sdk from './vendor/aws-sdk.mjs';

const file = shippedPath('src/platform/server/storage/vendor/aws-sdk.mjs');
const sdk = (await import(pathToFileURL(file).href)) as typeof Sdk;

export const {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListPartsCommand,
  PutObjectCommand,
  S3Client,
  Upload,
  UploadPartCommand,
  getSignedUrl,
  paginateListObjectsV2,
} = sdk;
export type S3Client = Sdk.S3Client;
