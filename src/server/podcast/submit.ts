/**
 * One podcast submission from request to answer: stream the files into storage (or check the
 * ones the browser put there directly), check the text fields, then create or edit the episode.
 * Whatever fails, every file this request stored is deleted again before the error is answered.
 */
import { DateTime } from 'luxon';
import { publishDate } from '../../lib/podcast/date.ts';
import { checkPassage } from '../../lib/scripture.ts';
import {
  checkEpisodeFields,
  MAX_AUDIO_BYTES,
  MAX_IMAGE_BYTES,
  UPLOAD_TIMEOUT_MS,
} from '../../lib/podcast/input.ts';
import { refuseDeclaredLength } from '../http/body.ts';
import { HttpError } from '../http/errors.ts';
import { readForm, type FormFile } from '../http/form-data.ts';
import { readAudioFacts } from './upload/audio.ts';
import type { Feed } from '../../lib/podcast/feed.ts';
import { loadFeed } from './feed/feed-store.ts';
import { storeIncoming } from './upload/incoming.ts';
import type { MediaKind } from './upload/inspect.ts';
import {
  isTextField,
  readTextPart,
  storedKeys,
  storeFollowAlong,
  TEXT_FILE_FIELDS,
  type TextUpload,
} from './follow-along.ts';
import { findEpisode, mediaInUse } from './feed/lookup.ts';
import { keyForUrl } from './media-keys.ts';
import { progressReporter } from './upload/progress.ts';
import { publishStaged } from './upload/staging.ts';
import { createEpisode, editEpisode, type EpisodeMedia } from './service.ts';
import type { CheckedMedia, PodcastDeps } from './types.ts';

const FIELD_SLACK = 1024 * 1024;
const MAX_BODY = MAX_AUDIO_BYTES + MAX_IMAGE_BYTES + FIELD_SLACK;
const FILE_FIELDS = ['audio', 'image'] as const;

const limitFor = (kind: MediaKind) => (kind === 'audio' ? MAX_AUDIO_BYTES : MAX_IMAGE_BYTES);

function displayName(filename: string): string {
  return (filename.split(/[\\/]/).pop() ?? '').replace(/[^\w .()-]/g, '_').slice(0, 100) || 'file';
}

async function receiveFile(
  deps: PodcastDeps,
  file: FormFile,
  fields: Record<string, string>,
  bodySize: number,
): Promise<CheckedMedia> {
  const kind = file.field as MediaKind;
  const declared = Number(fields[`${kind}Size`]);
  const total = Number.isFinite(declared) && declared > 0 ? declared : bodySize;
  const progress = progressReporter(deps.storage, 'upload', displayName(file.filename), total);
  try {
    const stored = await storeIncoming(deps.storage, file.stream, {
      kind,
      title: fields['title'] ?? '',
      maxBytes: limitFor(kind),
      onProgress: (loaded) => progress.update(loaded),
    });
    const media: CheckedMedia = { ...stored };
    if (kind === 'audio') {
      try {
        media.duration = (await readAudioFacts(deps.storage, stored.key)).duration;
      } catch (error) {
        await deps.storage.delete(stored.key).catch(() => {});
        throw error;
      }
    }
    await progress.finish(true);
    return media;
  } catch (error) {
    await progress.finish(false);
    throw error;
  }
}

async function discard(deps: PodcastDeps, media: EpisodeMedia): Promise<void> {
  const keys = [media.audio?.key, media.image?.key, ...storedKeys(media.followAlong)];
  for (const key of keys) if (key) await deps.storage.delete(key).catch(() => {});
}

type Part = CheckedMedia | TextUpload;
const isText = (part: Part | undefined): part is TextUpload => Boolean(part && 'bytes' in part);

function timeoutSignal(req: Request): { signal: AbortSignal; clear: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(
    () =>
      controller.abort(
        new HttpError(408, 'The upload took longer than 3 minutes and was stopped.'),
      ),
    UPLOAD_TIMEOUT_MS,
  );
  const onAbort = () => controller.abort(new HttpError(400, 'The upload was cancelled.'));
  req.signal.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    clear: () => {
      clearTimeout(timer);
      req.signal.removeEventListener('abort', onAbort);
    },
  };
}

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
      media[kind] = await publishStaged(deps.storage, deps.cfg, token, kind, inUse);
    }
  }
}

/** Creates (no suffix) or edits (suffix) an episode from a form request; the answer's message. */
export async function submitEpisode(
  deps: PodcastDeps,
  req: Request,
  suffix: string | null,
): Promise<string> {
  const length = Number(req.headers.get('content-length'));
  const tooLargeMessage = `The upload is larger than the ${Math.round(MAX_BODY / 1024 / 1024)} MB limit.`;
  refuseDeclaredLength(req, MAX_BODY, tooLargeMessage);
  // the feed is read once per submission: an edit reads it first (an unknown episode is refused
  // before its files are read), a new episode once the form has arrived
  const read = suffix === null ? null : await loadFeed(deps.storage, deps.cfg);
  const existing = read && suffix !== null ? findEpisode(deps.cfg, read.feed, suffix) : null;
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
    const checked = checkEpisodeFields(parsed.fields, deps.cfg.timezone, suffix === null);
    if (!checked.ok) throw new HttpError(400, checked.message);
    const typed = parsed.fields['passage'];
    const passage = typed === undefined ? undefined : checkPassage(typed);
    if (passage && !passage.ok) throw new HttpError(400, passage.message);
    const changes = passage ? { ...checked.value, passage: passage.value } : checked.value;
    const stored = read ?? (await loadFeed(deps.storage, deps.cfg));
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
    if (suffix === null) {
      const today = DateTime.now().setZone(deps.cfg.timezone).toISODate() ?? '';
      const now = publishDate(today, deps.cfg.timezone) ?? '';
      return await createEpisode(deps, changes, media, now, stored);
    }
    return await editEpisode(deps, suffix, changes, media, stored);
  } catch (error) {
    await discard(deps, media);
    throw error;
  } finally {
    timeout.clear();
  }
}
