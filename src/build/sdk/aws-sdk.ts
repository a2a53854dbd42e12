/**
 * The parts of the AWS SDK that storage uses, gathered in one module.
 *
 * Why storage never imports `@aws-sdk/*` directly: Netlify's bundler leaves every `@aws-sdk/*`
 * package out of a function for Node 18 and newer, counting on the copy inside AWS's Lambda
 * runtime (netlify/build#5708). That copy's version is AWS's to choose and changes without
 * notice (aws/aws-sdk-js-v3#5594); an older one silently drops parameters it does not know, such
 * as `IfMatch`, which the podcast feed's protection against lost concurrent edits rests on, and
 * `lib-storage` and the presigner need not be there at all.
 *
 * So `src/build/prepare-functions.ts`, run by `npm install` (postinstall) and `npm run build`, bundles
 * this file with esbuild, the SDK included, into `src/platform/server/storage/vendor/aws-sdk.mjs` (with this
 * file's text as its declarations, `aws-sdk.d.mts`). netlify.toml ships that file with every
 * function and storage imports it by its path on the first use of S3
 * (src/platform/server/storage/s3-sdk.ts), so every function that touches S3 carries the SDK at the
 * version package-lock.json pins, and the tests, `npm start` and Netlify run that one file.
 */
export {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateBucketCommand,
  CreateMultipartUploadCommand,
  DeleteBucketPolicyCommand,
  DeleteObjectCommand,
  GetBucketCorsCommand,
  GetBucketLifecycleConfigurationCommand,
  GetBucketPolicyCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListPartsCommand,
  PutBucketCorsCommand,
  PutBucketLifecycleConfigurationCommand,
  PutBucketPolicyCommand,
  PutObjectCommand,
  GetPublicAccessBlockCommand,
  PutPublicAccessBlockCommand,
  S3Client,
  UploadPartCommand,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
export type {
  BucketLocationConstraint,
  CORSRule,
  LifecycleRule,
  S3ClientConfig,
} from '@aws-sdk/client-s3';
export { Upload } from '@aws-sdk/lib-storage';
export { getSignedUrl } from '@aws-sdk/s3-request-presigner';
