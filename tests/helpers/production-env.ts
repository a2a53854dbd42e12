/**
 * The environment of a production deploy for tests: its own fresh bucket on the Ceph server,
 * Planning Center at the outside emulator with a token, real secrets and passwords.
 */
import { hashPassword } from '../../src/platform/server/auth/password.ts';
import { demoIdVariables } from '../../src/platform/server/config/index.ts';
import { FEED_KEY } from '../../src/features/sermons/server/media-keys.ts';
import { PRODUCTION_PASSWORDS } from './passwords.ts';
import type { S3TestServer } from './s3.ts';
import type { HttpsServers } from './tls-proxies.ts';
import { allowPublicRead, s3Bucket } from './s3-bucket.ts';
import { PCO_TOKEN } from './target.ts';

/**
 * Variables for a production-mode server with a new bucket `purpose-xxxx`, reached through
 * https (tls-proxies.ts) as a church's S3 and Planning Center are.
 */
export async function productionEnv(
  s3: S3TestServer | null,
  https: HttpsServers | null,
  purpose: string,
): Promise<Record<string, string>> {
  if (!s3 || !https)
    throw new Error('Production mode needs the Ceph S3 server and the Planning Center emulator');
  const bucket = await s3Bucket(s3, purpose);
  // media and the feed are public, as `npm run setup-bucket` leaves a church's bucket
  await allowPublicRead(bucket, ['media/*', FEED_KEY]);
  return {
    // the site's processes trust the suite's certificate, as a real one would be trusted
    NODE_EXTRA_CA_CERTS: https.caFile,
    PCO_BASE_URL: https.pco,
    PCO_APP_ID: PCO_TOKEN.appId,
    PCO_SECRET: PCO_TOKEN.secret,
    // the stand-in serves the demo congregation, so its ids (an unset one turns its part off)
    ...demoIdVariables(),
    // the group finder reads the stand-in's planted groups (docs/security.md, "What is protected")
    PCO_GROUPS: 'true',
    // sign-ups read the stand-in's Registrations, hidden sign-ups included
    PCO_REGISTRATIONS: 'true',
    S3_BUCKET: bucket.bucket,
    S3_REGION: s3.region,
    S3_ENDPOINT: https.s3,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
    MEDIA_PUBLIC_URL: `${https.s3}/${bucket.bucket}/media`,
    SESSION_SECRET: `production-mode-test-secret-${bucket.bucket}-0123456789`,
    DIRECTORY_PASSWORD_HASH: await hashPassword(PRODUCTION_PASSWORDS.directory),
    TEACHER_PASSWORD_HASH: await hashPassword(PRODUCTION_PASSWORDS.dccyouth),
    PODCAST_PASSWORD_HASH: await hashPassword(PRODUCTION_PASSWORDS.podcastadmin),
  };
}
