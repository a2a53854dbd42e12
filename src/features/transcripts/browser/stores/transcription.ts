/**
 * The transcription panel's state (docs/requirements.md section 2, podcast administration): the
 * server's jobs and the archive's run, a collection asked for every TRANSCRIPTION_POLL_MS while any of them runs and not
 * otherwise; a retry, and the archive's estimate, start and stop. Each ask is a POST, so the
 * server checks its jobs first; a GET changes nothing.
 */
import { computed, map } from 'nanostores';
import { isBusy, TRANSCRIPTION_POLL_MS } from '../../shared/transcription-status.ts';
import type { BackfillEstimate, TranscriptionAdminInfo } from '../../shared/types.ts';
import { apiFetch, apiSend } from '../../../../platform/browser/net/api.ts';
import { shownOf } from '../../shared/jobs.ts';
import { media } from '../../../sermons/browser/index.ts';
import { showToast } from '../../../../platform/browser/stores/toasts.ts';
import { createCollection } from '../../../../platform/browser/stores/collection.ts';

export const STATUS_PATH = '/api/transcription';
const BACKFILL_PATH = '/api/transcription/backfill';

/**
 * /api/transcription as a collection (docs/code-style.md habit 6), polled below: the panel
 * POSTs, which has the server check its jobs first (a GET changes nothing).
 */
export const transcriptionStatus = createCollection<TranscriptionAdminInfo>(
  STATUS_PATH,
  Date.now,
  () => apiSend<TranscriptionAdminInfo>('POST', STATUS_PATH),
);

/** The latest answer of GET /api/transcription; null until the first. */
export const $transcription = computed(transcriptionStatus.$store, ({ data }) => data);

export interface BackfillUi {
  /** The estimate shown for confirmation; null when no question is open. */
  estimate: BackfillEstimate | null;
  busy: boolean;
}
export const $backfillUi = map<BackfillUi>({ estimate: null, busy: false });

let timer: ReturnType<typeof setTimeout> | undefined;
let watching = false;
let attached = 0;

const errorOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Asks once; keeps asking every TRANSCRIPTION_POLL_MS while something runs and the panel is open. */
export async function refreshTranscription(): Promise<void> {
  clearTimeout(timer);
  timer = undefined;
  // after a request under way, so a retry or a start is seen; a failure is logged by the
  // collection and the last answer stays
  await transcriptionStatus.settled();
  const before = $transcription.get();
  await transcriptionStatus.refresh();
  const status = $transcription.get();
  if (status && status !== before) {
    const done = status.jobs.filter((job) => job.state === 'completed').length;
    // a job attached since the last answer changed the sermon list
    if (done !== attached && before) void media.refresh();
    attached = done;
  }
  if (watching && isBusy($transcription.get())) {
    timer = setTimeout(() => void refreshTranscription(), TRANSCRIPTION_POLL_MS);
  }
}

/** Starts watching (the panel mounted); the function returned stops it. */
export function watchTranscription(): () => void {
  watching = true;
  void refreshTranscription();
  return () => {
    watching = false;
    clearTimeout(timer);
    timer = undefined;
  };
}

const encoded = (suffix: string) => suffix.split('/').map(encodeURIComponent).join('/');

/** Starts a failed or timed-out job again. */
export async function retryJob(suffix: string): Promise<void> {
  try {
    await apiSend('POST', `${STATUS_PATH}/jobs/${encoded(suffix)}`);
  } catch (error) {
    showToast('error', errorOf(error));
  }
  await refreshTranscription();
}

async function backfillCall(run: () => Promise<unknown>): Promise<void> {
  $backfillUi.setKey('busy', true);
  try {
    await run();
  } catch (error) {
    showToast('error', errorOf(error));
  } finally {
    $backfillUi.setKey('busy', false);
  }
}

/** Asks what the archive would take, and opens the question. */
export function askBackfill(): Promise<void> {
  return backfillCall(async () => {
    $backfillUi.setKey('estimate', await apiFetch<BackfillEstimate>(BACKFILL_PATH));
  });
}

/** Closes the question without starting. */
export function cancelBackfill(): void {
  $backfillUi.setKey('estimate', null);
}

/** Starts the archive's run (after the question), sending back the estimate staff saw. */
export async function startBackfill(): Promise<void> {
  const { estimate } = $backfillUi.get();
  if (!estimate) return;
  await backfillCall(() => apiSend('POST', BACKFILL_PATH, shownOf(estimate)));
  $backfillUi.setKey('estimate', null);
  await refreshTranscription();
}

/** Stops the archive's run; jobs already started finish. */
export async function stopBackfill(): Promise<void> {
  await backfillCall(() => apiSend('DELETE', BACKFILL_PATH));
  await refreshTranscription();
}
