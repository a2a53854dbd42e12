/**
 * `npm run setup-bucket`: with the S3 variables (and SITE_URL) set, creates the bucket if it is
 * missing and applies, idempotently, CORS for the admin page's uploads from the site's origins,
 * public read of the media and the feed only, and a rule that aborts multipart uploads left
 * unfinished for a day. With TRANSCRIBE_ENABLED=true it also creates, or updates, the
 * glossary's custom vocabulary in Amazon Transcribe (docs/operations.md, "Transcripts"). Prints
 * what it changed and what was already right.
 */
import { ConfigError } from '../src/platform/server/config/index.ts';
import { getBucketSettings } from './bucket/settings.ts';
import { FEED_KEY } from '../src/features/sermons/server/media-keys.ts';
import { uploadOrigins } from './bucket/rules.ts';
import { setupBucket } from './bucket/setup.ts';
import { setupVocabulary } from './bucket/vocabulary.ts';

try {
  const settings = getBucketSettings(process.env);
  console.log(`Setting up S3 bucket ${settings.storage.bucket}`);
  const steps = await setupBucket(settings.storage, {
    origins: uploadOrigins(settings.allowedOrigins, settings.siteName),
    publicKeys: ['media/*', FEED_KEY],
    report: (step) =>
      console.log(`  ${step.changed ? 'changed  ' : 'unchanged'}  ${step.subject}: ${step.detail}`),
  });
  const changed = steps.filter((step) => step.changed).length;
  console.log(changed ? `Done: ${changed} change(s).` : 'Done: the bucket was already set up.');
  await setupVocabulary(settings.storage, process.env);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
  } else {
    const name = (error as { name?: string }).name ?? 'Error';
    console.error(`The bucket could not be set up (${name}): ${(error as Error).message}`);
  }
  process.exit(1);
}
