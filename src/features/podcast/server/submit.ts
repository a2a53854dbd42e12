/**
 * One podcast submission from request to answer: stream the files into storage (or check the
 * ones the browser put there directly), check the text fields, then create the episode
 * (createEpisodeFromForm) or edit it (editEpisodeFromForm).
 * Whatever fails, every file this request stored is deleted again before the error is answered.
 */
import { DateTime } from 'luxon';
import { publishDate } from '../../sermons/index.ts';
import { checkPassage } from '../../../platform/shared/scripture.ts';
import { checkEpisodeFields, MAX_AUDIO_BYTES } from '../shared/input.ts';
import { HttpError } from '../../../platform/server/http/errors.ts';
import { readForm } from '../../../platform/server/http/form-data.ts';
import type { Episode } from '../../sermons/index.ts';
import type { Feed } from '../../sermons/index.ts';
import type { EpisodeChanges } from '../shared/input.ts';
import { loadFeed, type StoredFeed } from '../../sermons/server/index.ts';
import {
  isTextField,
  readTextPart,
  storedKeys,
  storeFollowAlong,
  TEXT_FILE_FIELDS,
  type TextUpload,
} from '../../sermons/server/index.ts';
import { findEpisode, mediaInUse } from '../../sermons/server/index.ts';
import { keyForUrl } from '../../sermons/server/index.ts';
import { receiveFile } from './upload/receive.ts';
import { publishStaged } from './upload/staging.ts';
import { createEpisode, editEpisode, type EpisodeMedia } from './service.ts';
import { MAX_BODY, refuseOversized, timeoutSignal } from './submission-limits.ts';
import type { PodcastDeps } from '../../../app/deps.ts';
import type { CheckedMedia } from './types.ts';

const FILE_FIELDS = ['audio', 'image'] as const;

async function discard(deps: PodcastDeps, media: EpisodeMedia): Promise<void> {
  const keys = [media.audio?.key, media.image?.key, ...storedKeys(media.followAlong)];
  for (const key of keys) if (key) await deps.storage.delete(key).catch(() => {});
}

type Part = CheckedMedia | TextUpload;
const isText = (part: Part | undefined): part is TextUpload => Boolean(part && 'bytes' in part);

/** Files the browser put straight into storage, named by the tokens of the sign endpoint. */
async function directMedia(
  deps: PodcastDeps,
  feed: Feed,
  fields: Record<string, string>,
  media: EpisodeMedia,
) {
  const used = mediaInUse(feed);
  const inUse = (key: string) =>
    [...used.audio, ...used.images].some((url) => keyForUrl(deps.cfg, url) === key);
  for (const kind of FILE_FIELDS) {
    const token = fields[`${kind}Upload`];
    if (token && !media[kind]) {
      media[kind] = await publishStaged(deps, token, kind, inUse);
    }
  }
}

/** What a submission's form carried, checked, once its files are stored. */
interface Received {
  changes: EpisodeChanges;
  media: EpisodeMedia;
  stored: StoredFeed;
}

/** What a submission knows before it reads its form: the feed and episode an edit read first. */
interface Before {
  creating: boolean;
  read: StoredFeed | null;
  existing: Episode | null;
}

/**
 * The part both share: reads the form, stores and checks its files and fields, then lets
 * `change` make the episode; every file this request stored is deleted again if anything fails.
 */
async function handleSubmission(
  deps: PodcastDeps,
  req: Request,
  tooLargeMessage: string,
  before: Before,
  change: (received: Received) => Promise<string>,
): Promise<string> {
  const length = Number(req.headers.get('content-length'));
  const { creating, read, existing } = before;
  const timeout = timeoutSignal(req);
  const media: EpisodeMedia = {};
  try {
    const seen: Record<string, string> = {};
    const parsed = await readForm<Part>(req, {
      fileFields: [...FILE_FIELDS, ...TEXT_FILE_FIELDS],
      maxFileBytes: MAX_AUDIO_BYTES,
      maxBodyBytes: MAX_BODY,
      tooLargeMessage,
      onFile: (file) =>
        isTextField(file.field)
          ? readTextPart(file.field, file.stream)
          : receiveFile(deps, file, seen, length || 0),
      onField: (name, value) => (seen[name] = value),
      discard: (item) => (isText(item) ? Promise.resolve() : deps.storage.delete(item.key)),
      signal: timeout.signal,
    });
    const { audio, image, transcript, chaptersFile } = parsed.files;
    if (audio && !isText(audio)) media.audio = audio;
    if (image && !isText(image)) media.image = image;
    // the fields first: a staged upload is checked and published only for a valid episode
    const checked = checkEpisodeFields(parsed.fields, deps.cfg.timezone, creating);
    if (!checked.ok) throw new HttpError(400, checked.message);
    const typed = parsed.fields['passage'];
    const passage = typed === undefined ? undefined : checkPassage(typed);
    if (passage && !passage.ok) throw new HttpError(400, passage.message);
    const changes = passage ? { ...checked.value, passage: passage.value } : checked.value;
    const stored = read ?? (await loadFeed(deps));
    await directMedia(deps, stored.feed, parsed.fields, media);
    media.followAlong = await storeFollowAlong(
      deps,
      parsed.fields,
      {
        ...(isText(transcript) ? { transcript } : {}),
        ...(isText(chaptersFile) ? { chaptersFile } : {}),
      },
      media.audio?.duration ?? existing?.duration ?? 0,
    );
    return await change({ changes, media, stored });
  } catch (error) {
    await discard(deps, media);
    throw error;
  } finally {
    timeout.clear();
  }
}

/** POST /api/podcast: a new episode from a form request; the answer's message. */
export function createEpisodeFromForm(deps: PodcastDeps, req: Request): Promise<string> {
  const tooLargeMessage = refuseOversized(req);
  // a new episode reads the feed once its form has arrived
  const before = { creating: true, read: null, existing: null };
  return handleSubmission(deps, req, tooLargeMessage, before, ({ changes, media, stored }) => {
    const today = DateTime.now().setZone(deps.cfg.timezone).toISODate() ?? '';
    const now = publishDate(today, deps.cfg.timezone) ?? '';
    return createEpisode(deps, changes, media, now, stored);
  });
}

/** PUT /api/podcast/{suffix}: an edit of that episode from a form request; the answer's message. */
export async function editEpisodeFromForm(
  deps: PodcastDeps,
  req: Request,
  suffix: string,
): Promise<string> {
  const tooLargeMessage = refuseOversized(req);
  // an edit reads the feed first, so an unknown episode is refused before its files are read;
  // that one read serves the whole submission
  const read = await loadFeed(deps);
  const existing = findEpisode(deps.cfg, read.feed, suffix);
  const before = { creating: false, read, existing };
  return handleSubmission(deps, req, tooLargeMessage, before, ({ changes, media, stored }) =>
    editEpisode(deps, suffix, changes, media, stored),
  );
}
