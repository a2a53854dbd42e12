/**
 * A form's media file streamed into storage (incoming.ts) with its upload progress reported
 * (progress.ts) and, for audio, its duration read (audio.ts); submit.ts calls it per file part.
 */
import { MAX_AUDIO_BYTES, MAX_IMAGE_BYTES } from '../../shared/input.ts';
import type { FormFile } from '../../../../platform/server/http/form-data.ts';
import type { PodcastDeps } from '../../../../app/deps.ts';
import type { CheckedMedia } from '../types.ts';
import { readAudioFacts } from './audio.ts';
import { storeIncoming } from './incoming.ts';
import type { MediaKind } from './inspect.ts';
import { progressReporter } from './progress.ts';

const limitFor = (kind: MediaKind) => (kind === 'audio' ? MAX_AUDIO_BYTES : MAX_IMAGE_BYTES);

function displayName(filename: string): string {
  return (filename.split(/[\\/]/).pop() ?? '').replace(/[^\w .()-]/g, '_').slice(0, 100) || 'file';
}

/** Stores one file part of a form; `fields` are the form's fields read before it. */
export async function receiveFile(
  deps: PodcastDeps,
  file: FormFile,
  fields: Record<string, string>,
  bodySize: number,
): Promise<CheckedMedia> {
  const kind = file.field as MediaKind;
  const declared = Number(fields[`${kind}Size`]);
  const total = Number.isFinite(declared) && declared > 0 ? declared : bodySize;
  const progress = progressReporter(deps, 'upload', displayName(file.filename), total);
  try {
    const stored = await storeIncoming(deps.storage, file.stream, {
      kind,
      title: fields['title'] ?? '',
      maxBytes: limitFor(kind),
      now: deps.clock.now(),
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
