/** The constraints the Transcribe stand-in (transcribe-server.ts) holds requests to. */
import type { Cue } from '../../src/features/transcripts/shared/captions.ts';

export interface StandInJob {
  name: string;
  bucket: string;
  key: string;
  outputKey: string;
  vocabulary: string | undefined;
  status: 'QUEUED' | 'IN_PROGRESS' | 'COMPLETED' | 'FAILED';
  gets: number;
}

export type Body = Record<string, unknown>;
export const str = (v: unknown) => (typeof v === 'string' ? v : '');
export class Refusal extends Error {
  readonly type: string;
  constructor(type: string, message: string) {
    super(message);
    this.type = type;
  }
}
export const bad = (message: string) => new Refusal('BadRequestException', message);

/** By default: two speakers, and words only the glossary gets right. */
export const HEARD: Cue[] = [
  { start: 0, end: 1.5, text: 'Grace and peace, church.' },
  { start: 1.5, end: 3, text: 'Come to dee night on Friday at Dogwood.' },
  { start: 3, end: 4.5, text: 'Amen, pastor.' },
];

export function checkStart(
  body: Body,
  buckets: string[],
  jobs: Map<string, StandInJob>,
): StandInJob {
  const name = str(body['TranscriptionJobName']);
  if (!/^[0-9a-zA-Z._-]+$/.test(name) || name.length > 200) throw bad(`Invalid job name ${name}`);
  if (jobs.has(name))
    throw new Refusal('ConflictException', 'The requested job name already exists.');
  if (body['LanguageCode'] !== 'en-US') throw bad('LanguageCode must be en-US here.');
  const uri = /^s3:\/\/([^/]+)\/(.+)$/.exec(
    str((body['Media'] as Body | undefined)?.['MediaFileUri']),
  );
  if (!uri || !buckets.includes(uri[1]!))
    throw bad('The media URI must be in a bucket of this region.');
  if (body['OutputBucketName'] !== uri[1]) throw bad('OutputBucketName must be the bucket.');
  const outputKey = str(body['OutputKey']);
  if (!outputKey.endsWith('.json') || outputKey.startsWith('media/'))
    throw bad('OutputKey must be a private .json key.');
  const subtitles = body['Subtitles'] as Body | undefined;
  const formats = subtitles?.['Formats'];
  if (!Array.isArray(formats) || !formats.includes('vtt') || subtitles?.['OutputStartIndex'] !== 1)
    throw bad('Subtitles must ask for vtt from index 1.');
  const settings = (body['Settings'] as Body | undefined) ?? {};
  const max = settings['MaxSpeakerLabels'];
  if (settings['ShowSpeakerLabels'] !== true || typeof max !== 'number' || max < 2 || max > 30)
    throw bad('Speaker labels need MaxSpeakerLabels 2-30.');
  return {
    name,
    bucket: uri[1]!,
    key: uri[2]!,
    outputKey,
    vocabulary: str(settings['VocabularyName']) || undefined,
    status: 'QUEUED',
    gets: 0,
  };
}

/** The vocabulary operations, over the stand-in's vocabularies (READY once read back). */
export function vocabulary(vocabularies: Map<string, string[]>, op: string, body: Body): unknown {
  const name = str(body['VocabularyName']);
  if (!/^[0-9a-zA-Z._-]{1,200}$/.test(name)) throw bad('Invalid vocabulary name.');
  const ready = { VocabularyName: name, LanguageCode: 'en-US', VocabularyState: 'READY' };
  if (op === 'GetVocabulary') {
    if (!vocabularies.has(name)) throw bad('The requested vocabulary couldn’t be found.');
    return ready;
  }
  if (op !== 'CreateVocabulary' && op !== 'UpdateVocabulary')
    throw new Refusal('UnknownOperationException', op);
  if (op === 'CreateVocabulary' && vocabularies.has(name))
    throw new Refusal('ConflictException', 'The vocabulary exists.');
  if (op === 'UpdateVocabulary' && !vocabularies.has(name))
    throw bad('The vocabulary does not exist.');
  const phrases = body['Phrases'];
  const words = (p: unknown) => typeof p === 'string' && /^[A-Za-z'.-]+$/.test(p);
  if (!Array.isArray(phrases) || !phrases.every(words))
    throw bad('Phrases are words, multi-word phrases joined by hyphens.');
  vocabularies.set(name, phrases as string[]);
  return { ...ready, VocabularyState: 'PENDING' };
}
