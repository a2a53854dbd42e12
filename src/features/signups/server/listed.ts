/**
 * "Sign-ups to show" (src/content/signups.json, docs/content-editing.md): the sign-up ids staff
 * list, shipped with the functions (a change is a deploy), read and checked once per instance
 * with the schema the build checks it with (src/platform/server/content-file.ts).
 */
import { readContentFile } from '../../../platform/server/content-file.ts';
import { SIGNUPS_FILE } from '../shared/signups-schema.ts';

/** The ids of the sign-ups staff list. */
export async function listedSignupIds(): Promise<Set<string>> {
  return new Set((await readContentFile(SIGNUPS_FILE)).map((entry) => entry.signupId));
}
