/**
 * The demo's Amazon Transcribe (docs/architecture.md section 10): it answers Transcribe's own
 * JSON 1.1 protocol (`POST`, `X-Amz-Target: Transcribe.<Op>`, signed requests), so demo mode runs
 * the production adapter, as the Planning Center emulator lets it run the production client. A
 * job is queued, in progress, and after DEMO_JOB_SECONDS complete: then it writes its output
 * into demo storage where Transcribe would write it in the bucket. For the demo's own recordings
 * the cues say what the recording says; for any other audio they say plainly that the demo
 * cannot hear it and that in production Amazon Transcribe writes what was said.
 */
import { toVtt, type Cue } from '../shared/captions.ts';
import * as z from '../../../platform/shared/vendor/zod-mini.mjs';
import { countedSeconds } from '../../podcast/server/index.ts';
import { readText } from '../../../platform/server/storage/read.ts';
import { jsonRecord } from '../../../platform/server/storage/record-format.ts';
import type { Storage } from '../../../platform/server/storage/types.ts';
import { readRecord, updateRecord } from '../../../platform/server/storage/update-record.ts';
import { demoMediaKey, fail, ownOutputKey, signedBody } from './checks.ts';
import { JOBS_PREFIX, phrasesProblem, roomForJob } from './limits.ts';

/** How long a demo job takes. */
export const DEMO_JOB_SECONDS = 20;
const STATE = 'transcription/emulator/';
const NAME = /^[0-9a-zA-Z._-]{1,200}$/;

const DEMO_JOB_SCHEMA = z.object({
  name: z.string(),
  mediaKey: z.string(),
  outputKey: z.string(),
  created: z.number(),
  done: z.exactOptional(z.boolean()),
});
type DemoJob = z.output<typeof DEMO_JOB_SCHEMA>;
/** A demo job's record, a stored record like the site's own (docs/architecture.md section 4). */
const DEMO_JOB = jsonRecord(DEMO_JOB_SCHEMA);
const jobKey = (name: string) => `${JOBS_PREFIX}${name}.json`;

type Body = Record<string, unknown>;
/** What a demo recording says, null for any other audio (handed in: the sermons' demo knows). */
export type Hearing = (key: string) => Promise<Cue[] | null>;
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const answer = (body: unknown) =>
  Response.json(body, { headers: { 'Content-Type': 'application/x-amz-json-1.1' } });

/** What the demo "hears": the recording's sentences, or the plain notice it cannot hear. */
async function cuesFor(storage: Storage, key: string, hear: Hearing): Promise<Cue[]> {
  const own = await hear(key);
  if (own) return own;
  // as long as the audio's frames, as Transcribe hears it, whatever the file claims
  const seconds = await countedSeconds(storage, key).catch(() => 0);
  const lines = [
    'This is the demo site, and it cannot hear this recording.',
    'In production, Amazon Transcribe writes here what was said in the sermon.',
  ];
  const span = Math.max(1, Math.min(6, (seconds || 12) / lines.length));
  return lines.map((text, i) => ({
    start: i * span,
    end: (i + 1) * span,
    text,
    voice: 'Speaker 1',
  }));
}

async function readJob(storage: Storage, name: string): Promise<DemoJob | null> {
  return (await readRecord(storage, jobKey(name), DEMO_JOB))?.value ?? null;
}

/** Writes a finished job's output once: the JSON transcript and the VTT beside it. */
async function finish(storage: Storage, job: DemoJob, hear: Hearing): Promise<void> {
  if (!ownOutputKey(job.outputKey)) return; // a job stored before the check writes nothing
  const cues = await cuesFor(storage, job.mediaKey, hear);
  const text = cues.map((c) => c.text).join(' ');
  // an item per cue, ending where it does: how far into the audio the job ran
  const items = cues.map((c) => ({ start_time: String(c.start), end_time: String(c.end) }));
  const json = {
    jobName: job.name,
    status: 'COMPLETED',
    results: { transcripts: [{ transcript: text }], items },
  };
  await storage.put(job.outputKey, JSON.stringify(json), { contentType: 'application/json' });
  await storage.put(job.outputKey.replace(/\.json$/, '.vtt'), toVtt(cues), {
    contentType: 'text/vtt',
  });
  await updateRecord(storage, jobKey(job.name), DEMO_JOB, (current) =>
    current && !current.done ? { ...current, done: true } : null,
  );
}

async function start(storage: Storage, body: Body): Promise<Response> {
  const name = str(body['TranscriptionJobName']);
  if (!NAME.test(name)) return fail(400, 'BadRequestException', 'Invalid TranscriptionJobName.');
  const uri = str((body['Media'] as Body | undefined)?.['MediaFileUri']);
  const mediaKey = demoMediaKey(uri);
  const outputKey = str(body['OutputKey']);
  if (!mediaKey)
    return fail(400, 'BadRequestException', 'Media.MediaFileUri must name a file in media/.');
  if (!ownOutputKey(outputKey))
    return fail(
      400,
      'BadRequestException',
      'OutputKey must be a .json key in transcription/output/.',
    );
  const full = await roomForJob(storage, Date.now());
  if (full) return full;
  const job: DemoJob = { name, mediaKey, outputKey, created: Date.now() };
  // a name is taken once: tried as new, and after a conflict the fresh read finds the other job
  const created = await updateRecord(
    storage,
    jobKey(name),
    DEMO_JOB,
    (current) => (current ? null : job),
    { read: null },
  );
  if (!created?.written)
    return fail(409, 'ConflictException', 'The requested job name already exists.');
  return answer({
    TranscriptionJob: { TranscriptionJobName: name, TranscriptionJobStatus: 'QUEUED' },
  });
}

async function get(storage: Storage, body: Body, hear: Hearing): Promise<Response> {
  const name = str(body['TranscriptionJobName']);
  const job = NAME.test(name) ? await readJob(storage, name) : null;
  if (!job) return fail(400, 'BadRequestException', 'The requested job couldn’t be found.');
  const age = (Date.now() - job.created) / 1000;
  if (age >= DEMO_JOB_SECONDS && !job.done) await finish(storage, job, hear);
  const status = age >= DEMO_JOB_SECONDS ? 'COMPLETED' : age >= 2 ? 'IN_PROGRESS' : 'QUEUED';
  return answer({
    TranscriptionJob: { TranscriptionJobName: name, TranscriptionJobStatus: status },
  });
}

async function vocabulary(storage: Storage, op: string, body: Body): Promise<Response> {
  const key = `${STATE}vocabulary.json`;
  const name = str(body['VocabularyName']);
  const stored = await readText(storage, key).then(
    (r) => JSON.parse(r.text) as Body,
    () => null,
  );
  if (op === 'GetVocabulary') {
    if (!stored || stored['VocabularyName'] !== name)
      return fail(400, 'BadRequestException', 'The requested vocabulary couldn’t be found.');
    return answer({ VocabularyName: name, LanguageCode: 'en-US', VocabularyState: 'READY' });
  }
  const problem = phrasesProblem(body['Phrases']);
  if (problem) return fail(400, 'BadRequestException', problem);
  await storage.put(key, JSON.stringify({ VocabularyName: name, Phrases: body['Phrases'] }), {
    contentType: 'application/json',
  });
  return answer({ VocabularyName: name, LanguageCode: 'en-US', VocabularyState: 'READY' });
}

function parsed(bytes: Buffer): Body | null {
  try {
    const value: unknown = JSON.parse(bytes.toString('utf8') || '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Body) : null;
  } catch {
    return null;
  }
}

/** The emulator: a handler for its function, over the demo's storage. */
export function createTranscribeEmulator(
  storage: () => Storage,
  hear: Hearing,
): (req: Request) => Promise<Response> {
  return async (req) => {
    const op = /^Transcribe\.(\w+)$/.exec(req.headers.get('x-amz-target') ?? '')?.[1];
    if (req.method !== 'POST' || !op)
      return fail(400, 'UnknownOperationException', 'Unknown operation.');
    const signed = await signedBody(req);
    if (signed instanceof Response) return signed;
    const body = parsed(signed);
    if (!body) return fail(400, 'SerializationException', 'The request is not a JSON object.');
    const store = storage();
    if (op === 'StartTranscriptionJob') return start(store, body);
    if (op === 'GetTranscriptionJob') return get(store, body, hear);
    if (op === 'ListTranscriptionJobs') return answer({ TranscriptionJobSummaries: [] });
    if (['GetVocabulary', 'CreateVocabulary', 'UpdateVocabulary'].includes(op))
      return vocabulary(store, op, body);
    return fail(400, 'UnknownOperationException', `The demo does not emulate ${op}.`);
  };
}
