/**
 * A stand-in for Amazon Transcribe in tests, speaking its real protocol (AWS JSON 1.1: `POST /`,
 * `X-Amz-Target: Transcribe.<Op>`, SigV4 for service `transcribe` in the bucket's region) and
 * holding requests to Transcribe's documented constraints (REFERENCE, "Amazon Transcribe"): job
 * and vocabulary names, media URI in the bucket, output bucket and key (never public media/),
 * VTT subtitles from index 1, en-US, speaker labels. It reads the audio from the S3 server (Ceph)
 * and, once a job completes, writes its JSON and VTT there, as Transcribe writes into the bucket.
 * Tests make it throttle, fail jobs and stall them.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { toVtt, type Cue } from '../../src/features/transcripts/shared/captions.ts';
import {
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
} from '../../src/platform/server/storage/vendor/aws-sdk.mjs';
import type { S3TestServer } from './s3.ts';
import { sigV4Problem } from './sigv4.ts';

export type { StandInJob };

export interface TranscribeStandIn {
  url: string;
  jobs: Map<string, StandInJob>;
  vocabularies: Map<string, string[]>;
  /** Start requests refused with ThrottlingException from now on. */
  throttle: number;
  /** Media keys whose jobs fail, or stall (never finish). */
  failing: Set<string>;
  stalling: Set<string>;
  /** What the stand-in "hears" in a recording. */
  heard: Cue[];
  close(): Promise<void>;
}

import {
  checkStart,
  HEARD,
  Refusal,
  bad,
  str,
  type Body,
  type StandInJob,
  vocabulary,
} from './transcribe-rules.ts';
import { closeServer, listen } from '../../tools/local/listen.ts';

interface Ctx {
  state: Omit<TranscribeStandIn, 'url' | 'close'>;
  client: S3Client;
  buckets: string[];
}

/** Writes a finished job's output into the bucket: the JSON (with speakers) and the VTT. */
async function complete({ state, client }: Ctx, job: StandInJob): Promise<void> {
  const audio = await client.send(new GetObjectCommand({ Bucket: job.bucket, Key: job.key }));
  if (!(await audio.Body!.transformToByteArray()).length) throw bad('The audio is empty.');
  const cues = state.heard;
  const segments = cues.map((c, i) => ({
    speaker_label: `spk_${i === 2 ? 1 : 0}`,
    start_time: String(c.start),
    end_time: String(c.end),
  }));
  const transcript = cues.map((c) => c.text).join(' ');
  // a word's item per cue, ending where the cue does: how far into the audio the job ran
  const items = cues.map((c) => ({
    type: 'pronunciation',
    start_time: String(c.start),
    end_time: String(c.end),
    alternatives: [{ content: c.text.split(' ').at(-1), confidence: '0.9' }],
  }));
  const json = {
    jobName: job.name,
    results: { transcripts: [{ transcript }], speaker_labels: { segments }, items },
  };
  const put = (Key: string, Body: string, ContentType: string) =>
    client.send(new PutObjectCommand({ Bucket: job.bucket, Key, Body, ContentType }));
  await put(job.outputKey, JSON.stringify(json), 'application/json');
  // Transcribe's subtitles carry no voice tags; the speakers are in the JSON
  const plain = cues.map((c) => ({ start: c.start, end: c.end, text: c.text }));
  await put(job.outputKey.replace(/\.json$/, '.vtt'), toVtt(plain), 'text/vtt');
}

function start({ state, buckets }: Ctx, body: Body): unknown {
  if (state.throttle > 0) {
    state.throttle--;
    throw new Refusal('ThrottlingException', 'Rate exceeded');
  }
  const job = checkStart(body, buckets, state.jobs);
  if (job.vocabulary && !state.vocabularies.has(job.vocabulary))
    throw bad('The vocabulary does not exist.');
  state.jobs.set(job.name, job);
  return { TranscriptionJob: { TranscriptionJobName: job.name, TranscriptionJobStatus: 'QUEUED' } };
}

async function get(ctx: Ctx, body: Body): Promise<unknown> {
  const { state } = ctx;
  const job = state.jobs.get(str(body['TranscriptionJobName']));
  if (!job) throw bad('The requested job couldn’t be found.');
  job.gets++;
  if (job.status === 'QUEUED' || job.status === 'IN_PROGRESS') {
    if (state.failing.has(job.key)) job.status = 'FAILED';
    else if (state.stalling.has(job.key)) job.status = 'IN_PROGRESS';
    else {
      // as Transcribe, a job whose audio has gone fails
      const heard = await complete(ctx, job).then(
        () => true,
        () => false,
      );
      job.status = heard ? 'COMPLETED' : 'FAILED';
    }
  }
  const failure =
    job.status === 'FAILED' ? { FailureReason: 'The media file is too short to transcribe.' } : {};
  const { name, status } = job;
  return {
    TranscriptionJob: { TranscriptionJobName: name, TranscriptionJobStatus: status, ...failure },
  };
}

function operate(ctx: Ctx, op: string, body: Body): unknown {
  if (op === 'StartTranscriptionJob') return start(ctx, body);
  if (op === 'GetTranscriptionJob') return get(ctx, body);
  if (op === 'ListTranscriptionJobs') {
    const names = [...ctx.state.jobs.keys()].map((n) => ({ TranscriptionJobName: n }));
    return { TranscriptionJobSummaries: names };
  }
  return vocabulary(ctx.state.vocabularies, op, body);
}

function listener(ctx: Ctx, s3: S3TestServer) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const answer = (status: number, body: unknown): void => {
        res
          .writeHead(status, { 'Content-Type': 'application/x-amz-json-1.1' })
          .end(JSON.stringify(body));
      };
      const signature = sigV4Problem(req.method ?? '', req.url ?? '/', req.headers, raw, {
        ...s3,
        service: 'transcribe',
      });
      const op = /^Transcribe\.(\w+)$/.exec(String(req.headers['x-amz-target'] ?? ''))?.[1];
      if (signature) {
        answer(403, { __type: signature.split(':')[0], message: signature });
        return;
      }
      if (req.method !== 'POST' || req.url !== '/' || !op) {
        answer(400, { __type: 'UnknownOperationException' });
        return;
      }
      Promise.resolve()
        .then(() => operate(ctx, op, JSON.parse(raw.toString('utf8') || '{}') as Body))
        .then(
          (body) => answer(200, body),
          (error: unknown) => {
            const type = error instanceof Refusal ? error.type : 'InternalFailureException';
            const status = type === 'InternalFailureException' ? 500 : 400;
            answer(status, { __type: type, message: String(error) });
          },
        );
    });
  };
}

/** Starts the stand-in for the given S3 server and buckets (its region is the S3 server's). */
export async function startTranscribeStandIn(
  s3: S3TestServer,
  buckets: string[],
): Promise<TranscribeStandIn> {
  const client = new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  });
  const state: Ctx['state'] = {
    jobs: new Map(),
    vocabularies: new Map(),
    throttle: 0,
    failing: new Set(),
    stalling: new Set(),
    heard: HEARD,
  };
  const server: Server = createServer(listener({ state, client, buckets }, s3));
  const { port } = await listen(server);
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: () => closeServer(server),
  });
}
