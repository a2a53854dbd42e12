/**
 * "Sign-ups to show" (src/content/signups.json, docs/content-editing.md): the sign-up ids staff
 * list, shipped with the functions (a change is a deploy), read once per instance.
 */
import { readFile } from 'node:fs/promises';
import { shippedPath } from '../../../platform/server/shipped-files.ts';

export const SIGNUPS_CONTENT = 'src/content/signups.json';

let listed: Promise<Set<string>> | undefined;

/** The ids of the sign-ups staff list. */
export function listedSignupIds(): Promise<Set<string>> {
  listed ??= readFile(shippedPath(SIGNUPS_CONTENT), 'utf8').then(
    (text) =>
      new Set(
        (JSON.parse(text) as { signups: { signupId: string }[] }).signups.map((s) => s.signupId),
      ),
  );
  listed.catch(() => (listed = undefined));
  return listed;
}
