/** Reads the small JSON bodies of the attachment POSTs, with clear 400s for anything else. */
import { readJsonBody } from '../../../platform/server/http/body.ts';
import { HttpError } from '../../../platform/server/http/errors.ts';

const MAX_BYTES = 4096;

/** The named ids from a JSON body; each must be a Planning Center id (digits, as string or number). */
export async function readIds<K extends string>(
  req: Request,
  names: readonly K[],
): Promise<Record<K, string>> {
  if (!(req.headers.get('content-type') ?? '').toLowerCase().includes('application/json')) {
    throw new HttpError(415, 'Send the request as JSON (Content-Type: application/json).');
  }
  const body = await readJsonBody(req, MAX_BYTES);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, `Send a JSON object with ${names.join(' and ')}.`);
  }
  const result = {} as Record<K, string>;
  for (const name of names) {
    const value = (body as Record<string, unknown>)[name];
    const id = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
    if (typeof id !== 'string' || !/^\d{1,20}$/.test(id)) {
      throw new HttpError(400, `${name} must be a Planning Center id (digits only).`);
    }
    result[name] = id;
  }
  return result;
}
