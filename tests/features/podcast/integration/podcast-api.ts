/**
 * The server tests/features/podcast/integration/podcast-api.test.ts runs on each storage backend, with at least
 * one episode whose art a new one can share.
 */
import { expect } from 'vitest';
import { startPodcastHarness, type PodcastHarness } from '../../../helpers/podcast-client.ts';
import { demoMp3, picture } from '../../../helpers/podcast-fixtures.ts';

/** Starts the harness; `before` is how many episodes the feed holds before the tests. */
export async function startSeeded(
  env: Record<string, string>,
): Promise<{ h: PodcastHarness; before: number }> {
  const h = await startPodcastHarness(env);
  if ((await h.episodes()).length === 0) {
    // S3 starts empty (no demo seed): one older episode to share art with
    const seeded = await h.submit('POST', '/api/podcast', [
      ['title', 'An Older Sermon'],
      ['pubDate', '2020-01-05'],
      ['audio', demoMp3(2), 'older.mp3'],
      ['image', await picture('jpeg', 1400), 'older.jpg'],
    ]);
    expect(seeded.status).toBe(201);
  }
  return { h, before: (await h.episodes()).length };
}
