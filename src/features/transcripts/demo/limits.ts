/**
 * What the demo's Transcribe emulator keeps (docs/security.md, "Where each rule is enforced"):
 * its credentials are public, so anyone may call it, and what it stores is capped. At most
 * MAX_DEMO_JOBS jobs at once; a job's record and output are removed KEEP_JOB_MS after it was
 * asked for, time enough for the site to collect it; past the cap a start is refused with
 * Transcribe's LimitExceededException, which the site tries again later. A vocabulary holds at
 * most Transcribe's own sizes: phrases of up to 256 characters, 50 KB in all.
 */
import { readText } from '../../../platform/server/storage/read.ts';
import type { Storage } from '../../../platform/server/storage/types.ts';
import { fail, ownOutputKey } from './checks.ts';

/** Where the emulator keeps its jobs, one record each. */
export const JOBS_PREFIX = 'transcription/emulator/jobs/';
/** Jobs kept at once. */
export const MAX_DEMO_JOBS = 100;
/** How long a job's record and output are kept after it was asked for. */
export const KEEP_JOB_MS = 60 * 60_000;
/** Transcribe's limits on a vocabulary (the AWS Transcribe guide, "Custom vocabularies"). */
export const MAX_PHRASE_CHARS = 256;
export const MAX_VOCABULARY_BYTES = 50 * 1024;

/** Deletes a job's output (if it is the emulator's to delete) and then its record. */
async function removeJob(storage: Storage, key: string): Promise<void> {
  const record = await readText(storage, key)
    .then(({ text }) => JSON.parse(text) as { outputKey?: unknown })
    .catch(() => null);
  const output = typeof record?.outputKey === 'string' ? record.outputKey : '';
  if (ownOutputKey(output))
    for (const k of [output, output.replace(/\.json$/, '.vtt')])
      await storage.delete(k).catch(() => {});
  await storage.delete(key).catch(() => {});
}

/** Removes jobs past KEEP_JOB_MS; null when one more fits, else the refusal to answer. */
export async function roomForJob(storage: Storage, now: number): Promise<Response | null> {
  const jobs = await storage.list(JOBS_PREFIX);
  const old = jobs.filter((o) => now - o.lastModified.getTime() > KEEP_JOB_MS);
  for (const o of old) await removeJob(storage, o.key);
  if (jobs.length - old.length < MAX_DEMO_JOBS) return null;
  return fail(
    400,
    'LimitExceededException',
    `The demo keeps at most ${MAX_DEMO_JOBS} jobs at once; try again later.`,
  );
}

/** Why these phrases do not fit a vocabulary, or null when they do. */
export function phrasesProblem(phrases: unknown): string | null {
  if (!Array.isArray(phrases) || phrases.length === 0) return 'Phrases must be a list of words.';
  let bytes = 0;
  for (const phrase of phrases) {
    if (typeof phrase !== 'string' || phrase.length === 0 || phrase.length > MAX_PHRASE_CHARS)
      return `Each phrase is a word or phrase of 1 to ${MAX_PHRASE_CHARS} characters.`;
    bytes += Buffer.byteLength(phrase) + 1;
  }
  return bytes > MAX_VOCABULARY_BYTES
    ? `A vocabulary holds at most ${MAX_VOCABULARY_BYTES / 1024} KB of phrases.`
    : null;
}
