/**
 * The podcast service (src/features/podcast/server/service.ts): what publishing, editing and
 * removing an episode do to the stored feed and to the media files it no longer uses. File
 * storage holding a feed; uploads are stored objects, as the upload code leaves them.
 */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import {
  createEpisode,
  deleteUnused,
  editEpisode,
  removeEpisode,
} from '../../../../src/features/podcast/server/service.ts';
import type { Episode } from '../../../../src/features/sermons/index.ts';
import { mediaUrl, suffixOf } from '../../../../src/features/sermons/server/media-keys.ts';
import type { PodcastDeps } from '../../../../src/app/deps.ts';
import { episodeAt, feedStorage, type FeedStorage } from '../../../helpers/feed-storage.ts';
import { systemClock } from '../../../../src/platform/shared/clock.ts';

const NOW = 'Sun, 01 Mar 2026 10:30:00 -0500';
let stored: FeedStorage;
let published: [Episode, boolean][];
let deps: PodcastDeps;

/** Stores an object, as an upload leaves it, and returns it as checked media. */
async function upload(key: string, type = 'audio/mpeg') {
  await stored.storage.put(key, 'bytes', { contentType: type });
  return { key, contentType: type, size: 5, duration: 42 };
}

beforeEach(async () => {
  // two sermons sharing one picture
  stored = await feedStorage((cfg) => [
    episodeAt(cfg, 'grace', { image: mediaUrl(cfg, 'media/podcast/shared.jpg') }),
    episodeAt(cfg, 'hope', { image: mediaUrl(cfg, 'media/podcast/shared.jpg') }),
  ]);
  for (const name of ['grace.mp3', 'hope.mp3', 'shared.jpg'])
    await stored.storage.put(`media/podcast/${name}`, 'bytes', { contentType: 'audio/mpeg' });
  published = [];
  deps = {
    cfg: stored.cfg,
    storage: stored.storage,
    seed: null,
    clock: systemClock,
    published: (episode, newAudio) => {
      published.push([episode, newAudio]);
      return Promise.resolve();
    },
  };
});
afterEach(() => stored.remove());

const suffix = (name: string) => suffixOf(stored.cfg, episodeAt(stored.cfg, name).guid);

describe('createEpisode', () => {
  test('publishes the episode with its audio and tells transcription of the new audio', async () => {
    const audio = await upload('media/2026/new.mp3');
    const message = await createEpisode(deps, { title: 'New' }, { audio }, NOW);
    expect(message).toBe('"New" was published.');
    const { channel, items } = await stored.feed();
    const created = items.find((item) => item.title === 'New');
    // no speaker given: the channel's author speaks
    expect(created).toMatchObject({ duration: 42, pubDate: NOW, author: channel.author });
    expect(created?.enclosure.url).toBe(mediaUrl(stored.cfg, 'media/2026/new.mp3'));
    expect(published.map(([e, fresh]) => [e.title, fresh])).toEqual([['New', true]]);
  });

  test('lists the new episode by its date among the others, newest first', async () => {
    const audio = await upload('media/2026/old.mp3');
    const old = 'Sun, 05 Jan 2020 10:30:00 -0500';
    await createEpisode(deps, { title: 'Old', pubDate: old }, { audio }, NOW);
    expect((await stored.feed()).items.map((e) => e.title)).toEqual(['grace', 'hope', 'Old']);
  });

  test('refuses an episode without audio', async () => {
    await expect(createEpisode(deps, { title: 'New' }, {}, NOW)).rejects.toMatchObject({
      status: 400,
    });
    expect((await stored.feed()).items).toHaveLength(2);
  });

  test('refuses a previous image that no episode uses', async () => {
    const audio = await upload('media/2026/new.mp3');
    const previousImage = mediaUrl(stored.cfg, 'media/podcast/unknown.jpg');
    await expect(
      createEpisode(deps, { title: 'New', previousImage }, { audio }, NOW),
    ).rejects.toThrow(/no longer used/);
  });
});

describe('editEpisode', () => {
  test('changes the fields given and leaves the others', async () => {
    await editEpisode(deps, suffix('grace'), { title: 'Grace Abounds' }, {});
    const [grace] = (await stored.feed()).items.filter((e) => e.guid.endsWith('grace.mp3'));
    expect(grace).toMatchObject({ title: 'Grace Abounds', summary: 'Series' });
    expect(published.map(([e, fresh]) => [e.title, fresh])).toEqual([['Grace Abounds', false]]);
  });

  test('deletes replaced audio that no episode uses any more', async () => {
    const audio = await upload('media/2026/better.mp3');
    await editEpisode(deps, suffix('grace'), {}, { audio });
    expect(await stored.has('media/podcast/grace.mp3')).toBe(false);
    expect(await stored.has('media/2026/better.mp3')).toBe(true);
    expect(published[0]?.[1]).toBe(true);
  });

  test('keeps a replaced image another episode still shows', async () => {
    const image = await upload('media/2026/new.jpg', 'image/jpeg');
    await editEpisode(deps, suffix('grace'), {}, { image });
    expect(await stored.has('media/podcast/shared.jpg')).toBe(true);
  });

  test('answers 404 for an episode that is not in the feed', async () => {
    await expect(editEpisode(deps, 'podcast/none.mp3', { title: 'x' }, {})).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe('removeEpisode', () => {
  test('removes the episode and its audio, but not the image another still shows', async () => {
    expect(await removeEpisode(deps, suffix('grace'))).toBe('"grace" was removed.');
    expect((await stored.feed()).items.map((e) => e.title)).toEqual(['hope']);
    expect(await stored.has('media/podcast/grace.mp3')).toBe(false);
    expect(await stored.has('media/podcast/shared.jpg')).toBe(true);
  });

  test('deletes the image once no episode shows it', async () => {
    await removeEpisode(deps, suffix('grace'));
    await removeEpisode(deps, suffix('hope'));
    expect(await stored.has('media/podcast/shared.jpg')).toBe(false);
  });
});

describe('deleteUnused', () => {
  test('never deletes the channel art, even when asked to', async () => {
    const feed = await stored.feed();
    feed.channel.image = mediaUrl(stored.cfg, 'media/podcast/cover.jpg');
    await upload('media/podcast/cover.jpg', 'image/jpeg');
    await deleteUnused(deps, feed, [feed.channel.image]);
    expect(await stored.has('media/podcast/cover.jpg')).toBe(true);
  });

  test('deletes each unused file once and leaves what the feed still uses', async () => {
    const feed = await stored.feed();
    await upload('media/2026/stray.mp3');
    const stray = mediaUrl(stored.cfg, 'media/2026/stray.mp3');
    await deleteUnused(deps, feed, [stray, stray, feed.items[0]!.enclosure.url]);
    expect(await stored.has('media/2026/stray.mp3')).toBe(false);
    expect(await stored.has('media/podcast/grace.mp3')).toBe(true);
  });
});
