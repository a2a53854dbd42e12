/**
 * Upload progress of the files this server receives, published as `s3UploadStatus` events on
 * GET /api/sse (SPEC.md section 3). In-process: a listener hears the uploads its own instance
 * handles, which is every upload locally; in production the browser reports its own progress
 * for the files it puts straight into S3.
 */
import type { UploadProgress } from '../../lib/api-types.ts';

type Listener = (progress: UploadProgress) => void;
const listeners = new Set<Listener>();

/** Tells every listener; a throwing listener does not stop the others. */
export function publishProgress(progress: UploadProgress): void {
  for (const listener of listeners) {
    try {
      listener(progress);
    } catch (error) {
      console.error('An upload progress listener failed:', error);
    }
  }
}

/** Listens to upload progress until the returned function is called. */
export function subscribeProgress(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A reporter for one file: publishes whole-percent steps (not every chunk) and a final
 * `done` event. `total` is the expected size when the client told it, else an estimate.
 */
export function progressReporter(action: string, file: string, total: number) {
  let last = -1;
  return {
    update(loaded: number): void {
      const percent = total > 0 ? Math.min(99, Math.floor((loaded / total) * 100)) : 0;
      if (percent === last) return;
      last = percent;
      publishProgress({ action, file, percent, done: false });
    },
    finish(ok: boolean): void {
      publishProgress({
        action: ok ? action : 'failed',
        file,
        percent: ok ? 100 : last,
        done: true,
      });
    },
  };
}
