/**
 * Lists read one per record (each event's connections, each sign-up's prices): a few at a time
 * per instance, however many records or requests ask, so one answer never sends Planning Center
 * a burst of its own (outside-systems.md, "Planning Center API": about 100 requests per 20
 * seconds for the whole token). A record deleted between the list that named it and its own
 * read answers 404: that is an empty list, which neither fails the answer nor drops its kept copy
 * (last-good.ts).
 */
import pLimit, { type LimitFunction } from 'p-limit';
import type { PcoClient, Params } from './client.ts';
import type { PcoList } from './jsonapi.ts';
import { PcoError } from './transport.ts';

/** Reads of one fan-out at once, per instance (as the client's later pages: client.ts). */
export const FAN_OUT = 4;

const limits = new WeakMap<PcoClient, LimitFunction>();

function limitOf(pco: PcoClient): LimitFunction {
  let limit = limits.get(pco);
  if (!limit) limits.set(pco, (limit = pLimit(FAN_OUT)));
  return limit;
}

/** Every path's list (in order), `params` on each; a 404 is an empty list (see above). */
export function listEach(
  pco: PcoClient,
  paths: readonly string[],
  params?: Params,
): Promise<PcoList[]> {
  const limit = limitOf(pco);
  return Promise.all(
    paths.map((path) =>
      limit(async () => {
        try {
          return await pco.list(path, params);
        } catch (error) {
          if (error instanceof PcoError && error.upstream === 404)
            return { data: [], included: [] };
          throw error;
        }
      }),
    ),
  );
}
