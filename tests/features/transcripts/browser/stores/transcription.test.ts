/**
 * The transcription panel's and the transcript editor's stores: the panel asks again every
 * TRANSCRIPTION_POLL_MS only while a job waits or runs (or the archive runs) and stops when none does or the
 * panel closes; the editor sends every cue with its stored times, its typed words, and only the
 * speaker names that changed, and shows the server's message when it refuses. Retry and the
 * archive's estimate, start and stop call their endpoints.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { TRANSCRIPTION_POLL_MS } from '../../../../../src/features/transcripts/shared/transcription-status.ts';
import type { TranscriptAnswer } from '../../../../../src/features/transcripts/shared/transcript-edit.ts';
import type { TranscriptionAdminInfo } from '../../../../../src/features/transcripts/shared/types.ts';
import {
  $transcriptEditor,
  openTranscriptEditor,
  saveTranscriptEdits,
  setCueText,
  setSpeakerName,
} from '../../../../../src/features/transcripts/browser/stores/transcript-editor.ts';
import {
  $backfillUi,
  $transcription,
  askBackfill,
  retryJob,
  startBackfill,
  stopBackfill,
  watchTranscription,
} from '../../../../../src/features/transcripts/browser/stores/transcription.ts';
import { $toasts } from '../../../../../src/platform/browser/stores/toasts.ts';

const job = (state: 'queued' | 'completed') => ({
  suffix: '2026/a.mp3',
  title: 'A',
  state,
  message: '',
  startedAt: '',
  updatedAt: '',
  awaitingReview: false,
  heldUntil: null,
  retryable: false,
});
const status = (state: 'queued' | 'completed'): TranscriptionAdminInfo => ({
  enabled: true,
  howToEnable: null,
  jobs: [job(state)],
  backfill: null,
  month: null,
});
const TRANSCRIPT: TranscriptAnswer = {
  title: 'A',
  audioUrl: '/media/2026/a.mp3',
  source: 'machine',
  cues: [
    { start: 0, end: 2, voice: 'Speaker 1', text: 'Welcome to dee night.' },
    { start: 2, end: 4, voice: 'Speaker 2', text: 'Amen.' },
  ],
};

let calls: { url: string; method: string; body: unknown }[];
let answers: Response[];

beforeEach(() => {
  calls = [];
  answers = [];
  vi.useFakeTimers();
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ url, method: init.method ?? 'GET', body });
    return Promise.resolve(answers.shift() ?? Response.json([]));
  });
  $toasts.set([]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the transcription panel', () => {
  test('asks again while a job waits, stops when none does, and when the panel closes', async () => {
    answers.push(Response.json(status('queued')), Response.json(status('completed')));
    const stop = watchTranscription();
    await vi.advanceTimersByTimeAsync(0);
    expect($transcription.get()?.jobs[0]?.state).toBe('queued');
    await vi.advanceTimersByTimeAsync(TRANSCRIPTION_POLL_MS);
    expect($transcription.get()?.jobs[0]?.state).toBe('completed');
    const asked = calls.filter((c) => c.url === '/api/transcription').length;
    expect(asked).toBe(2);
    await vi.advanceTimersByTimeAsync(TRANSCRIPTION_POLL_MS * 5);
    expect(calls.filter((c) => c.url === '/api/transcription').length).toBe(asked);
    stop();

    answers.push(Response.json(status('queued')));
    const again = watchTranscription();
    await vi.advanceTimersByTimeAsync(0);
    again();
    const before = calls.length;
    await vi.advanceTimersByTimeAsync(TRANSCRIPTION_POLL_MS * 3);
    expect(calls.length).toBe(before);
  });
});

describe('retry and the archive', () => {
  test('Retry starts the job again and shows a refusal; the archive asks, starts and stops', async () => {
    answers.push(
      Response.json({ message: 'Transcribe is busy.' }, { status: 502 }),
      Response.json(status('completed')),
    );
    await retryJob('2026/a b.mp3');
    expect(calls[0]).toMatchObject({
      url: '/api/transcription/jobs/2026/a%20b.mp3',
      method: 'POST',
    });
    expect($toasts.get().map((t) => t.message)).toEqual(['Transcribe is busy.']);

    const month = { month: '2026-11', usedMinutes: 0, ceilingMinutes: 1500 };
    const estimate = { sermons: 3, seconds: 7200, estimatedCostUsd: 2.88, month };
    answers.push(Response.json(estimate));
    await askBackfill();
    expect($backfillUi.get()).toEqual({ estimate, busy: false });
    answers.push(Response.json({ message: 'Started.' }), Response.json(status('completed')));
    await startBackfill();
    answers.push(Response.json({ message: 'Stopped.' }), Response.json(status('completed')));
    await stopBackfill();
    expect(
      calls
        .filter((c) => c.url.startsWith('/api/transcription'))
        .slice(2)
        .map((c) => `${c.method} ${c.url}`),
    ).toEqual([
      'GET /api/transcription/backfill',
      'POST /api/transcription/backfill',
      'POST /api/transcription',
      'DELETE /api/transcription/backfill',
      'POST /api/transcription',
    ]);
    // the start carries what staff were shown: 3 sermons, 120 minutes
    expect(calls.find((c) => c.method === 'POST' && c.url.endsWith('/backfill'))?.body).toEqual({
      sermons: 3,
      minutes: 120,
    });
    expect($backfillUi.get()).toEqual({ estimate: null, busy: false });
  });
});

describe('the transcript editor', () => {
  test('sends each cue with its stored times, its typed words and the changed names', async () => {
    answers.push(Response.json(TRANSCRIPT));
    await openTranscriptEditor('2026/a b.mp3');
    expect(calls[0]!.url).toBe('/api/transcription/transcripts/2026/a%20b.mp3');
    setCueText(0, 'Welcome to D-Nite.');
    setSpeakerName('Speaker 1', 'Pastor Amy Reed');
    const saved = { ...TRANSCRIPT, source: 'staff' as const };
    answers.push(Response.json({ message: 'Saved.' }), Response.json(saved));
    await saveTranscriptEdits();
    expect(calls[1]).toEqual({
      url: '/api/transcription/transcripts/2026/a%20b.mp3',
      method: 'PUT',
      body: {
        cues: [{ ...TRANSCRIPT.cues[0], text: 'Welcome to D-Nite.' }, TRANSCRIPT.cues[1]],
        speakers: { 'Speaker 1': 'Pastor Amy Reed' },
      },
    });
    expect($transcriptEditor.get().stored?.source).toBe('staff');
    expect($toasts.get().map((t) => t.message)).toEqual(['Saved.']);
  });

  test("shows the server's message when it refuses", async () => {
    answers.push(Response.json(TRANSCRIPT));
    await openTranscriptEditor('2026/a.mp3');
    setCueText(1, '');
    const message = 'Cue 2 (0:02) has no words: every cue needs its words.';
    answers.push(Response.json({ message }, { status: 400 }));
    await saveTranscriptEdits();
    expect($transcriptEditor.get()).toMatchObject({ error: message, saving: false });
    expect($transcriptEditor.get().stored?.source).toBe('machine');
  });
});
