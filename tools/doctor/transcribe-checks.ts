/**
 * The doctor's look at machine transcripts (docs/operations.md, "Transcripts"): with
 * TRANSCRIBE_ENABLED=true, the credentials may list jobs (a harmless call), Transcribe answers in
 * the bucket's region, the month's use against the monthly ceiling, and the glossary's vocabulary
 * exists, is READY and holds the glossary.
 */
import type { Config } from '../../src/platform/server/config/index.ts';
import { createStorage } from '../../src/platform/server/storage/index.ts';
import { createTranscriber } from '../../src/features/transcripts/server/client.ts';
import {
  checkVocabulary,
  VOCABULARY_NAME,
} from '../../src/features/transcripts/server/vocabulary.ts';
import { monthUsage } from '../../src/features/transcripts/server/usage.ts';
import { systemClock } from '../../src/platform/shared/clock.ts';
import type { Storage } from '../../src/platform/server/storage/types.ts';
import { fail, pass, remind, type Finding } from './report.ts';

const POLICY =
  'Give the bucket’s IAM user the Transcribe permissions in docs/operations.md, “Transcripts” (transcribe:ListTranscriptionJobs and the rest).';
const SETUP =
  'Run npm run setup-bucket with TRANSCRIBE_ENABLED=true: it creates or updates the vocabulary.';

/** Findings for transcription; one line saying it is off when it is. */
export async function checkTranscription(config: Config): Promise<Finding[]> {
  const cfg = config.transcribe;
  if (!cfg.enabled)
    return [pass('TRANSCRIBE_ENABLED', 'off: sermons get transcripts only when staff upload them')];
  const transcriber = createTranscriber(cfg);
  const findings: Finding[] = [];
  const region =
    config.storage.kind === 's3' && config.storage.region === cfg.region
      ? pass('Transcribe region', `${cfg.region}, the bucket’s (jobs must run where the audio is)`)
      : fail(
          'Transcribe region',
          `${cfg.region} is not the bucket’s region`,
          'Set S3_REGION to the bucket’s region.',
        );
  findings.push(region);
  try {
    const count = await transcriber.listJobs();
    findings.push(
      pass('Transcribe access', `ListTranscriptionJobs answered (${count} recent job(s))`),
    );
  } catch (error) {
    findings.push(fail('Transcribe access', (error as Error).message, POLICY));
    return findings;
  }
  const storage = createStorage(config.storage);
  findings.push(await checkCeiling(storage, cfg.monthlyMinutes));
  try {
    const vocabulary = await checkVocabulary(storage, transcriber);
    const subject = `Vocabulary ${VOCABULARY_NAME}`;
    if (!vocabulary.exists) findings.push(fail(subject, 'missing', SETUP));
    else if (!vocabulary.matches)
      findings.push(
        fail(subject, 'does not hold the glossary as it is now (src/content/glossary.json)', SETUP),
      );
    else if (vocabulary.state !== 'READY')
      findings.push(
        fail(
          subject,
          `${vocabulary.state}: Transcribe has not finished it`,
          'Wait a few minutes, then run the doctor again; if it FAILED, check the glossary’s terms and run npm run setup-bucket.',
        ),
      );
    else findings.push(pass(subject, `READY, the glossary’s ${vocabulary.phrases} terms`));
  } catch (error) {
    findings.push(fail(`Vocabulary ${VOCABULARY_NAME}`, (error as Error).message, POLICY));
  }
  return findings;
}

/** The month's audio sent to Transcribe against TRANSCRIBE_MONTHLY_MINUTES; a reminder near it. */
async function checkCeiling(storage: Storage, ceiling: number): Promise<Finding> {
  const subject = 'TRANSCRIBE_MONTHLY_MINUTES';
  try {
    const usage = await monthUsage(storage, systemClock.now(), ceiling);
    const detail = `${usage.usedMinutes} of ${ceiling} minutes of audio sent in ${usage.month}`;
    return usage.usedMinutes >= ceiling * 0.9
      ? remind(subject, `${detail}: near the ceiling; sermons that do not fit wait for next month`)
      : pass(subject, detail);
  } catch (error) {
    return fail(subject, (error as Error).message, 'See the storage checks above.');
  }
}
