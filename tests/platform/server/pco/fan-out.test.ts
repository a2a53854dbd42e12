/**
 * Lists read one per record (src/platform/server/pco/fan-out.ts): at most FAN_OUT in flight per
 * client however many records or callers, in order, and a record deleted meanwhile (404) an
 * empty list while any other failure is passed on.
 */
import { describe, expect, test } from 'vitest';
import type { PcoClient } from '../../../../src/platform/server/pco/client.ts';
import { FAN_OUT, listEach } from '../../../../src/platform/server/pco/fan-out.ts';
import type { PcoList } from '../../../../src/platform/server/pco/jsonapi.ts';
import { PcoError, UNAVAILABLE } from '../../../../src/platform/server/pco/transport.ts';

/** A client whose lists answer after a moment, failing as `fails` says; it notes the most in flight. */
function client(fails: (path: string) => PcoError | null = () => null) {
  const seen = { inFlight: 0, most: 0, params: [] as unknown[] };
  const list = async (path: string, params?: unknown): Promise<PcoList> => {
    seen.inFlight += 1;
    seen.most = Math.max(seen.most, seen.inFlight);
    seen.params.push(params);
    await new Promise((resolve) => setTimeout(resolve, 5));
    seen.inFlight -= 1;
    const failure = fails(path);
    if (failure) throw failure;
    return { data: [{ type: 'Thing', id: path, attributes: {} }], included: [] };
  };
  return { pco: { list } as unknown as PcoClient, seen };
}

const paths = (n: number) => [...Array(n).keys()].map((i) => `/things/${i}`);

describe('listEach', () => {
  test('reads every list in order, a few at a time even for concurrent callers', async () => {
    const { pco, seen } = client();
    const [first, second] = await Promise.all([
      listEach(pco, paths(20), { filter: 'x' }),
      listEach(pco, paths(10)),
    ]);
    expect(first.map((l) => l.data[0]!.id)).toEqual(paths(20));
    expect(second).toHaveLength(10);
    expect(seen.most).toBe(FAN_OUT);
    expect(seen.params[0]).toEqual({ filter: 'x' });
  });

  test('a record deleted meanwhile (404) is an empty list', async () => {
    const gone = new PcoError(404, 'Planning Center has no such record.', 404);
    const { pco } = client((path) => (path === '/things/1' ? gone : null));
    const lists = await listEach(pco, paths(3));
    expect(lists.map((l) => l.data.length)).toEqual([1, 0, 1]);
  });

  test('any other failure is the answer’s', async () => {
    const { pco } = client((path) =>
      path === '/things/2' ? new PcoError(502, UNAVAILABLE, 500) : null,
    );
    await expect(listEach(pco, paths(3))).rejects.toThrow(UNAVAILABLE);
  });
});
