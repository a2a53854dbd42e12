import { describe, expect, test } from 'vitest';
import { cronMatches, invokeScheduled } from '../../../tools/local/scheduled.ts';

describe('cronMatches', () => {
  const at = (iso: string) => new Date(iso);

  test('every five minutes', () => {
    expect(cronMatches('*/5 * * * *', at('2026-11-27T06:05:00Z'))).toBe(true);
    expect(cronMatches('*/5 * * * *', at('2026-11-27T06:06:00Z'))).toBe(false);
  });

  test('lists, ranges, steps in ranges and weekdays, in UTC', () => {
    expect(cronMatches('0 9-17/4 * * 1-5', at('2026-11-27T13:00:00Z'))).toBe(true); // a Friday
    expect(cronMatches('0 9-17/4 * * 1-5', at('2026-11-28T13:00:00Z'))).toBe(false); // Saturday
    expect(cronMatches('15,45 * 27 11 *', at('2026-11-27T02:45:00Z'))).toBe(true);
    expect(cronMatches('not a cron', at('2026-11-27T02:45:00Z'))).toBe(false);
  });
});

describe('POST /.netlify/functions/{name}', () => {
  const ran: string[] = [];
  const specs = [
    {
      name: 'tick',
      schedule: '*/5 * * * *',
      handler: async (req: Request) => {
        ran.push(((await req.json()) as { next_run: string }).next_run);
        return new Response('ran');
      },
    },
  ];
  const post = (headers: Record<string, string>, path = '/.netlify/functions/tick') =>
    new Request(`http://127.0.0.1:4000${path}`, { method: 'POST', headers });

  test('runs the function from this machine, with a next_run as Netlify sends', async () => {
    const answer = await invokeScheduled(
      specs,
      post({ host: '127.0.0.1:4000' }),
      '127.0.0.1',
      4000,
    );
    expect(await answer?.text()).toBe('ran');
    expect(ran.at(-1)).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  test('refuses another host name, another origin or another machine', async () => {
    const refused = [
      await invokeScheduled(specs, post({ host: 'evil.example:4000' }), '127.0.0.1', 4000),
      await invokeScheduled(
        specs,
        post({ host: '127.0.0.1:4000', origin: 'https://evil.example' }),
        '127.0.0.1',
        4000,
      ),
      await invokeScheduled(specs, post({ host: '127.0.0.1:4000' }), '192.168.1.9', 4000),
    ];
    expect(refused.map((r) => r?.status)).toEqual([403, 403, 403]);
  });

  test('leaves other paths and functions to the router', async () => {
    expect(
      await invokeScheduled(
        specs,
        post({ host: '127.0.0.1:4000' }, '/.netlify/functions/other'),
        '127.0.0.1',
        4000,
      ),
    ).toBeNull();
    expect(
      await invokeScheduled(
        specs,
        post({ host: '127.0.0.1:4000' }, '/api/tick'),
        '127.0.0.1',
        4000,
      ),
    ).toBeNull();
  });
});
