/**
 * Names of transcription jobs (docs/architecture.md section 10). Transcribe wants a name unique in
 * the account and region, matching `^[0-9a-zA-Z._-]+`, at most 200 characters; a reused name is a
 * ConflictException. So a name is the sermon's guid suffix made safe, the time the job was asked
 * for and a random tail: a retry, or the same sermon's next audio, never collides. Pure.
 */

export const MAX_JOB_NAME_LENGTH = 200;

/** A new job's name for the sermon with this guid suffix (`random` is a few safe characters). */
export function jobName(suffix: string, at: Date, random: string): string {
  const safe = suffix
    .replace(/\.[A-Za-z0-9]+$/, '')
    .replace(/[^0-9a-zA-Z._-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 120);
  const time = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const tail = random.replace(/[^0-9a-zA-Z]/g, '').slice(0, 16) || '0';
  return `dcc-${safe || 'sermon'}-${time}-${tail}`.slice(0, MAX_JOB_NAME_LENGTH);
}
