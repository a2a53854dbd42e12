/** Planning Center Groups' resources shaped into the public answer: only what a stranger sees. */
import { describe, expect, test } from 'vitest';
import {
  loadGroupHtml,
  unwrapBareLinks,
} from '../../../../src/features/groups/server/group-html.ts';
import {
  groupsAnswer,
  publicTagGroups,
} from '../../../../src/features/groups/server/group-shape.ts';
import type { PcoList, PcoResource } from '../../../../src/platform/server/pco/jsonapi.ts';

const rel = (type: string, id: string | null) => ({ data: id ? { type, id } : null });

function group(
  id: string,
  attributes: Record<string, unknown>,
  over: Partial<Record<string, string | null>> = {},
): PcoResource {
  return {
    type: 'Group',
    id,
    attributes: {
      name: `Group ${id}`,
      description: '<p>Hello <b>all</b></p><img src="x" onerror="alert(1)">',
      schedule: 'Tuesdays at 7pm',
      header_image: { medium: 'https://img.example/1.png' },
      location_type_preference: 'physical',
      virtual_location_url: 'https://zoom.example/secret',
      public_church_center_web_url: 'https://church.churchcenter.com/groups/x/1',
      contact_email: 'leader@example.org',
      memberships_count: 12,
      members_are_confidential: false,
      events_visibility: 'public',
      archived_at: null,
      tag_ids: [1, 2, 9],
      ...attributes,
    },
    relationships: {
      group_type: rel('GroupType', over['type'] === undefined ? 'gt' : over['type']),
      location: rel('Location', over['location'] === undefined ? 'loc' : over['location']),
      enrollment: rel(
        'Enrollment',
        over['enrollment'] === undefined ? `en${id}` : over['enrollment'],
      ),
    },
  };
}

const included: PcoResource[] = [
  {
    type: 'GroupType',
    id: 'gt',
    attributes: { name: 'Small Groups', church_center_visible: true, position: 1 },
  },
  {
    type: 'GroupType',
    id: 'hidden',
    attributes: { name: 'Staff', church_center_visible: false, position: 2 },
  },
  {
    type: 'Location',
    id: 'loc',
    attributes: {
      name: 'Smith home',
      full_formatted_address: '12 Elm St, Cary, NC 27513',
      display_preference: 'approximate',
      latitude: 35.1,
      longitude: -78.2,
    },
  },
  ...['1', '2', '3', '4', '5'].map((id) => ({
    type: 'Enrollment',
    id: `en${id}`,
    attributes: { status: id === '4' ? 'private' : 'open', strategy: 'open_signup' },
  })),
];

const tagGroups: PcoList = {
  data: [
    {
      type: 'TagGroup',
      id: 'tg1',
      attributes: { name: 'Life Stage', display_publicly: true, position: 1 },
    },
    {
      type: 'TagGroup',
      id: 'tg9',
      attributes: { name: 'Private Notes', display_publicly: false, position: 2 },
    },
  ],
  included: [],
};
const tags = new Map<string, PcoList>([
  [
    'tg1',
    {
      data: [{ type: 'Tag', id: '1', attributes: { name: 'Families', position: 1 } }],
      included: [],
    },
  ],
  [
    'tg9',
    { data: [{ type: 'Tag', id: '9', attributes: { name: 'Watch', position: 1 } }], included: [] },
  ],
]);

describe('groupsAnswer', async () => {
  const html = await loadGroupHtml();
  const list: PcoList = {
    data: [
      group('1', {}),
      group('2', { archived_at: '2025-01-01T00:00:00Z' }),
      group('3', {}, { type: 'hidden' }),
      group('4', {}),
      group('5', { members_are_confidential: true, location_type_preference: 'virtual' }),
    ],
    included,
  };
  const answer = groupsAnswer(list, publicTagGroups(tagGroups, tags), html);

  test('keeps only listed groups, and types that have some', () => {
    expect(answer.groups.map((g) => g.id)).toEqual(['1', '5']);
    expect(answer.kinds).toEqual([{ id: 'gt', name: 'Small Groups', slug: 'small-groups' }]);
  });

  test('sends no email, link, coordinates, street, private tag or confidential count', () => {
    const text = JSON.stringify(answer);
    for (const secret of [
      'leader@',
      'zoom.example',
      '35.1',
      '-78.2',
      'Elm',
      'Smith',
      'Private Notes',
      'Watch',
    ])
      expect(text).not.toContain(secret);
    expect(answer.groups[0]!.tags).toEqual(['1']);
    expect(answer.groups[1]!.members).toBeNull();
    expect(answer.groups[0]!.members).toBe(12);
    expect(answer.groups[1]!.place).toEqual({ kind: 'online' });
    expect(answer.groups[0]!.place).toEqual({ kind: 'area', text: 'Cary, NC 27513' });
  });

  test('sanitizes the description and keeps plain text for previews', () => {
    expect(answer.groups[0]!.descriptionHtml).toBe('<p>Hello <b>all</b></p>');
    expect(answer.groups[0]!.summary).toBe('Hello all');
  });

  test('a group without its enrollment or type is not listed', () => {
    const bare = groupsAnswer(
      { data: [group('1', {}, { enrollment: null }), group('3', {}, { type: null })], included },
      [],
      html,
    );
    expect(bare.groups).toEqual([]);
  });

  test('only the tag groups marked public, whatever the filter did', () => {
    expect(answer.tagGroups.map((t) => t.name)).toEqual(['Life Stage']);
  });
});

describe('unwrapBareLinks', () => {
  test('keeps the text of a link whose address was dropped, and every real link', () => {
    expect(
      unwrapBareLinks(
        '<p><a rel="noopener noreferrer">Read</a> <a href="https://x.org" rel="a">x</a></p>',
      ),
    ).toBe('<p>Read <a href="https://x.org" rel="a">x</a></p>');
  });
});
