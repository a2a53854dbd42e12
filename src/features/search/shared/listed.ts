/**
 * What the /search page leaves out besides withdrawn sermons (docs/architecture.md section 9): a
 * group or sign-up the live answer (/api/groups, /api/signups) no longer holds as the index
 * does. The index follows Planning Center only at its next rebuild (a day at most), so until then
 * each such result is checked against the answer: hidden, archived, ended or changed since (its
 * fingerprint differs), it is left out, and so is every one while the answer cannot be had. Pure.
 */
import type { IndexedRecord } from './results.ts';
import { fingerprint } from '../../../platform/shared/fingerprint.ts';

const pathOf = (url: string) => url.replace(/\/+(?=$|#)/, '');

/** Page → fingerprint of each record the live answer holds, as the index writes them. */
export function liveRecords(records: readonly { page: string }[]): Map<string, string> {
  return new Map(records.map((record) => [pathOf(record.page), fingerprint(record)]));
}

/**
 * Whether a result may be shown: a page or sermon here always (published.ts checks sermons); a
 * group or sign-up only while the live answer holds it unchanged. With the answer unknown
 * (`null`) none is shown.
 */
export function stillListed(
  hit: { url: string; record: IndexedRecord | null },
  live: ReadonlyMap<string, string> | null,
): boolean {
  if (!hit.record) return true;
  return live !== null && live.get(pathOf(hit.url)) === hit.record.fingerprint;
}
