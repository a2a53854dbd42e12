/**
 * The small JSON bodies of the attachment POSTs, each a Zod Mini schema read through the one body
 * reader (src/platform/server/http/body.ts): 415 when not sent as JSON, clear 400s otherwise.
 */
import * as z from '../../../platform/shared/vendor/zod-mini.mjs';
import { bodyRefused, readJsonBody } from '../../../platform/server/http/body.ts';

const MAX_BYTES = 4096;
const DIGITS = /^\d{1,20}$/;

/** A Planning Center id (digits, sent as text or as a whole number); read as its digits. */
function pcoId(name: string) {
  const message = `${name} must be a Planning Center id (digits only).`;
  return z.union([z.string(), z.int()], message).check((payload) => {
    if (!DIGITS.test(String(payload.value)))
      payload.issues.push({ code: 'custom', message, input: payload.value });
  });
}

/** A body of these named ids, each a Planning Center id. */
export function idsBody<K extends string>(...names: K[]) {
  const shape = Object.fromEntries(names.map((name) => [name, pcoId(name)])) as Record<
    K,
    ReturnType<typeof pcoId>
  >;
  return z.object(shape, `Send a JSON object with ${names.join(' and ')}.`);
}

/** POST /api/attachment `{ mediaId, attachmentId }`. */
export const MEDIA_FILE = idsBody('mediaId', 'attachmentId');
/** POST /api/plans/attachment `{ planId, attachmentId }`. */
export const PLAN_FILE = idsBody('planId', 'attachmentId');

/** The named ids of a JSON body, each as its digits; 415 or 400 with a clear message. */
export async function readIds<K extends string>(
  req: Request,
  schema: ReturnType<typeof idsBody<K>>,
): Promise<Record<K, string>> {
  const read = await readJsonBody(req, MAX_BYTES, schema, { jsonOnly: true });
  if (!read.ok) throw bodyRefused(read);
  const ids = Object.entries(read.value).map(([name, id]) => [name, String(id)]);
  return Object.fromEntries(ids) as Record<K, string>;
}
