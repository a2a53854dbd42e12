/** The index's groups come from the site's public /api/groups answer, never from elsewhere. */
import { describe, expect, test } from 'vitest';
import type { GroupsAnswer } from '../../../../src/features/groups/shared/api-types.ts';
import { publicGroups } from '../../../../src/features/groups/build/search-records.ts';
import { groupIndexHtml } from '../../../../src/features/groups/shared/search-record.ts';

const answer = {
  groups: [
    {
      id: '1',
      name: 'Tuesday <Study>',
      page: '/groups/1-tuesday-study',
      kind: 'k',
      schedule: 'Tuesdays',
      summary: 'We read.',
    },
  ],
  kinds: [{ id: 'k', name: 'Small Groups', slug: 'small-groups' }],
  tagGroups: [],
} as unknown as GroupsAnswer;

const site = (status: number, body: unknown = {}) =>
  ((url: URL) => {
    expect(url.href).toBe('https://church.example/api/groups');
    return Promise.resolve(Response.json(body, { status }));
  }) as unknown as typeof fetch;

describe('publicGroups', () => {
  test('reads the groups the site publishes, with their kind names', async () => {
    expect(await publicGroups('https://church.example', site(200, answer))).toEqual([
      {
        page: '/groups/1-tuesday-study',
        name: 'Tuesday <Study>',
        kind: 'Small Groups',
        schedule: 'Tuesdays',
        description: 'We read.',
      },
    ]);
  });
  test('none from a site without the group finder; a failure is an error', async () => {
    expect(await publicGroups('https://church.example', site(404))).toEqual([]);
    await expect(publicGroups('https://church.example', site(502))).rejects.toThrow(/502/);
  });
});

describe('groupIndexHtml', () => {
  test('escapes the group’s words and marks the result a group', async () => {
    const [group] = await publicGroups('https://church.example', site(200, answer));
    const html = groupIndexHtml(group!);
    expect(html).toContain('Tuesday &lt;Study&gt;');
    expect(html).toContain('<span data-pagefind-meta="kind">Group</span>');
  });
});
