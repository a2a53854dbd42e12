import { afterEach, describe, expect, test, vi } from 'vitest';
import type { PersonAnswer } from '../../../../../src/features/directory/shared/api-types.ts';
import {
  createPersonCache,
  getPerson,
} from '../../../../../src/features/directory/browser/stores/person-cache.ts';

const answer = (id: string): PersonAnswer => ({
  data: {
    type: 'Person',
    id,
    attributes: {
      first_name: 'A',
      last_name: 'B',
      name: 'A B',
      avatar: '',
      membership: null,
      birthdate: '03-05',
    },
  },
  included: [],
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('person cache', () => {
  test('makes one request per person and shares it between concurrent callers', async () => {
    const load = vi.fn((id: string) => Promise.resolve(answer(id)));
    const cache = createPersonCache(load);
    const [a, b] = await Promise.all([cache.get('1'), cache.get('1')]);
    await cache.get('1');
    await cache.get('2');
    expect(a).toBe(b);
    expect(load.mock.calls).toEqual([['1'], ['2']]);
  });

  test('logs a failure, does not cache it, and loads again on the next call', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<(id: string) => Promise<PersonAnswer>>()
      .mockRejectedValueOnce(new Error('502'))
      .mockResolvedValueOnce(answer('1'));
    const cache = createPersonCache(load);
    await expect(cache.get('1')).rejects.toThrow('502');
    expect(errors).toHaveBeenCalledTimes(1);
    await expect(cache.get('1')).resolves.toEqual(answer('1'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  test('the shared getPerson calls GET /api/people/{id} with credentials', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(Response.json(answer('77')));
    vi.stubGlobal('fetch', fetchMock);
    await expect(getPerson('77')).resolves.toEqual(answer('77'));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/people/77',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
  });
});

describe('logout', () => {
  test('forgets cached people, so the next session asks the server again', async () => {
    const { logout } = await import('../../../../../src/features/login/browser/stores/session.ts');
    const fetchMock = vi.fn((url: string) =>
      Promise.resolve(
        url === '/logout' ? Response.json({ user: null }) : Response.json(answer('7')),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    await getPerson('7');
    await getPerson('7');
    await logout();
    await getPerson('7');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/people/7',
      '/logout',
      '/api/people/7',
    ]);
  });
});
