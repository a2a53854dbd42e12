/**
 * For podcast integration tests: a local server on either storage backend, an admin session,
 * multipart submissions, and snapshots of everything stored (to prove bad requests change
 * nothing).
 */
import { createHash } from 'node:crypto';
import type { Episode } from '../../src/features/sermons/shared/api-types.ts';
import type { Area } from '../../src/platform/shared/api-types.ts';
import { createSessionToken } from '../../src/platform/server/auth/session.ts';
import { hashPassword } from '../../src/platform/server/auth/password.ts';
import { config } from '../../src/platform/server/config/index.ts';
import { serverDeps } from '../../src/app/composition.ts';
import type { S3TestServer } from './s3.ts';
import { allowPublicRead, s3Bucket } from './s3-bucket.ts';
import { startTestServer, type TestServer, type TestServerOptions } from './server.ts';

export type Part = [name: string, value: string | Buffer, filename?: string];

export interface PodcastHarness {
  server: TestServer;
  /** Sends a form as the podcast admin (same origin) and reads `{ message }`. */
  submit(method: 'POST' | 'PUT', path: string, parts: Part[]): Promise<Answer>;
  remove(suffix: string): Promise<Answer>;
  /**
   * POSTs a JSON body to /api/podcast-uploads/{action} as the podcast admin (same origin); the
   * status and the parsed answer (null when empty or not JSON).
   */
  uploads(action: string, body: unknown): Promise<{ status: number; body: unknown }>;
  episodes(): Promise<Episode[]>;
  /** The guid with the media prefix removed: the id in item URLs. */
  suffix(episode: Episode): string;
  cookie(area: Area): Promise<string>;
  /**
   * Every stored object's key, size and content hash. Upload progress records (progress/) are
   * left out: they are the event stream's mailbox, not the church's data.
   */
  snapshot(): Promise<string>;
  close(): Promise<void>;
}

export interface Answer {
  status: number;
  message: string;
}

/**
 * Environment for the S3 backend: a fresh bucket, and the secrets non-demo mode requires. With
 * `publicMedia`, the bucket's `media/` is public and MEDIA_PUBLIC_URL names it, as
 * `npm run setup-bucket` and the operations guide leave a church's bucket, so what reads the
 * published media (the search index) reads it there.
 */
export async function s3Env(
  s3: S3TestServer,
  purpose: string,
  { publicMedia = false } = {},
): Promise<Record<string, string>> {
  const bucket = await s3Bucket(s3, purpose);
  if (publicMedia) await allowPublicRead(bucket, ['media/*']);
  return {
    ...(publicMedia ? { MEDIA_PUBLIC_URL: `${s3.endpoint}/${bucket.bucket}/media` } : {}),
    S3_BUCKET: bucket.bucket,
    S3_REGION: bucket.region,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
    SESSION_SECRET: 'podcast-integration-tests-secret-0123456789',
    DIRECTORY_PASSWORD_HASH: await hashPassword('integration-directory'),
    TEACHER_PASSWORD_HASH: await hashPassword('integration-teacher'),
    PODCAST_PASSWORD_HASH: await hashPassword('integration-podcast'),
  };
}

/** Builds a multipart body from parts (files when a filename is given). */
export function formOf(parts: Part[]): FormData {
  const form = new FormData();
  for (const [name, value, filename] of parts) {
    if (filename !== undefined)
      form.append(name, new Blob([new Uint8Array(value as Buffer)]), filename);
    else form.append(name, String(value));
  }
  return form;
}

async function answer(response: Response): Promise<Answer> {
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  return { status: response.status, message: body.message ?? '' };
}

/** Starts the site on the given environment (file storage when `env` names no bucket). */
export async function startPodcastHarness(
  env: Record<string, string> = {},
  options: TestServerOptions = {},
): Promise<PodcastHarness> {
  const server = await startTestServer(env, options);
  const cookie = async (area: Area) => `dcc_session=${await createSessionToken(area, config())}`;
  const admin = await cookie('podcastadmin');
  const headers = { cookie: admin, origin: server.url };
  return {
    server,
    cookie,
    async submit(method, path, parts) {
      return answer(await fetch(server.url + path, { method, headers, body: formOf(parts) }));
    },
    async remove(suffix) {
      return answer(
        await fetch(`${server.url}/api/podcast/${suffix}`, { method: 'DELETE', headers }),
      );
    },
    async uploads(action, body) {
      const response = await fetch(`${server.url}/api/podcast-uploads/${action}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return {
        status: response.status,
        body: (await response.json().catch(() => null)) as unknown,
      };
    },
    async episodes() {
      return (await (await fetch(`${server.url}/api/media`)).json()) as Episode[];
    },
    suffix: (episode) => episode.guid.slice(config().mediaPublicUrl.length),
    async snapshot() {
      const storage = serverDeps().storage;
      const lines: string[] = [];
      for (const object of await storage.list('')) {
        if (object.key.startsWith('progress/')) continue;
        const got = await storage.get(object.key);
        const hash = createHash('sha256');
        for await (const chunk of got.body) hash.update(chunk as Buffer);
        lines.push(`${object.key} ${object.size} ${hash.digest('hex')}`);
      }
      return lines.sort().join('\n');
    },
    close: () => server.close(),
  };
}
