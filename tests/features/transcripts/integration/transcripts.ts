/** What the transcript suites share: sample files, and reads of stored media. */
import { config } from '../../../../src/platform/server/config/index.ts';
import { keyForUrl } from '../../../../src/features/sermons/server/media-keys.ts';
import { serverDeps } from '../../../../src/app/composition.ts';
import type { PodcastHarness } from '../../../helpers/podcast-client.ts';

export const VTT =
  'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nGrace and peace.\n\n00:00:02.500 --> 00:00:05.000\nLet us read.\n';
export const SRT = '1\n00:00:00,000 --> 00:00:03,000\nA new transcript.\n';
export const CHAPTERS = '0:00 Welcome\n0:03 Colossians 3:1-4';

/** The stored content type behind a media URL, and (for this site's URLs) the served one. */
export async function typesOf(
  h: PodcastHarness,
  url: string,
): Promise<{ stored: string; served: string | null }> {
  const key = keyForUrl(config(), url);
  const stored = (key && (await serverDeps().storage.head(key))?.contentType) || '';
  if (!url.startsWith(h.server.url)) return { stored, served: null };
  const response = await fetch(url);
  await response.arrayBuffer();
  // with S3 the files live on the media host; /media/ answers 404 there
  return { stored, served: response.ok ? response.headers.get('content-type') : null };
}

/** Whether the object behind a media URL is stored. */
export const exists = async (url: string) => {
  const key = keyForUrl(config(), url);
  return Boolean(key && (await serverDeps().storage.head(key)));
};

/** The text stored behind a media URL. */
export async function read(url: string): Promise<string> {
  const key = keyForUrl(config(), url)!;
  const object = await serverDeps().storage.get(key);
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
