import { describe, expect, test } from 'vitest';
import type {
  GroupsAnswer,
  PublicGroup,
} from '../../../../src/features/groups/shared/api-types.ts';
import {
  countText,
  EMPTY_VIEW,
  filterGroups,
  groupOptions,
  groupViewSearch,
  indexGroups,
  parseGroupView,
} from '../../../../src/features/groups/shared/filter.ts';

const group = (id: string, name: string, over: Partial<PublicGroup>): PublicGroup => ({
  id,
  name,
  page: `/groups/${id}`,
  kind: '1',
  schedule: '',
  days: [],
  descriptionHtml: '',
  summary: '',
  image: null,
  tags: [],
  place: null,
  status: 'open',
  url: null,
  members: null,
  publicEvents: false,
  ...over,
});

const answer: GroupsAnswer = {
  groups: [
    group('a', 'Tuesday Bible Study', { days: ['tuesday'], tags: ['10', '20'] }),
    group('b', 'Café Young Adults', { days: ['thursday'], tags: ['11'], status: 'request' }),
    group('c', 'Marriage Class', { kind: '2', days: ['saturday'], tags: ['10'], status: 'closed' }),
    group('d', "Men's Breakfast", { kind: '3', days: ['saturday'], tags: ['20'], status: 'full' }),
  ],
  kinds: [
    { id: '1', name: 'Small Groups', slug: 'small-groups' },
    { id: '2', name: 'Classes', slug: 'classes' },
    { id: '3', name: "Men's Ministry", slug: 'men-s-ministry' },
  ],
  tagGroups: [
    {
      id: 'ls',
      name: 'Life Stage',
      slug: 'life-stage',
      tags: [
        { id: '10', name: 'Families', slug: 'families' },
        { id: '11', name: 'Young Adults', slug: 'young-adults' },
      ],
    },
    {
      id: 'ar',
      name: 'Area',
      slug: 'area',
      tags: [{ id: '20', name: 'Downtown', slug: 'downtown' }],
    },
  ],
};
const entries = indexGroups(answer);
const names = (view: Partial<typeof EMPTY_VIEW>) =>
  filterGroups(entries, { ...EMPTY_VIEW, ...view }).map((g) => g.id);

describe('filterGroups', () => {
  test('shows every group without a filter', () => {
    expect(names({})).toEqual(['a', 'b', 'c', 'd']);
  });
  test('each filter narrows, and they narrow each other', () => {
    expect(names({ type: 'small-groups' })).toEqual(['a', 'b']);
    expect(names({ day: 'saturday' })).toEqual(['c', 'd']);
    expect(names({ tags: { 'life-stage': 'families' } })).toEqual(['a', 'c']);
    expect(names({ tags: { 'life-stage': 'families', area: 'downtown' } })).toEqual(['a']);
    expect(names({ open: true })).toEqual(['a', 'b']);
    expect(names({ day: 'saturday', type: 'classes' })).toEqual(['c']);
    expect(names({ day: 'saturday', open: true })).toEqual([]);
  });
  test('the name filter ignores case and accents', () => {
    expect(names({ name: 'cafe' })).toEqual(['b']);
    expect(names({ name: '  BIBLE ' })).toEqual(['a']);
  });
});

describe('groupOptions', () => {
  test('offers only the choices the other filters leave', () => {
    const options = groupOptions(entries, { ...EMPTY_VIEW, day: 'saturday' });
    expect([...options.kinds].sort()).toEqual(['classes', 'men-s-ministry']);
    expect(options.days).toEqual(['tuesday', 'thursday', 'saturday']);
    expect([...options.tags.get('life-stage')!]).toEqual(['families']);
  });
});

describe('the query string', () => {
  test('a view survives the round trip through the URL', () => {
    const view = {
      type: 'classes',
      day: 'saturday',
      tags: { 'life-stage': 'families' },
      open: true,
      name: 'mar',
    };
    const search = groupViewSearch(view);
    expect(search).toBe('?type=classes&day=saturday&life-stage=families&open=1&name=mar');
    expect(parseGroupView(search, ['life-stage', 'area'])).toEqual(view);
  });
  test('an unknown day or tag group is ignored; the empty view has no query', () => {
    expect(parseGroupView('?day=someday&colour=red', ['area'])).toEqual(EMPTY_VIEW);
    expect(groupViewSearch(EMPTY_VIEW)).toBe('');
  });
  test('a tag group named like another filter gets its own parameter', () => {
    const search = groupViewSearch({ ...EMPTY_VIEW, tags: { day: 'x' }, day: 'monday' });
    expect(search).toBe('?day=monday&tag-day=x');
    expect(parseGroupView(search, ['day']).tags).toEqual({ day: 'x' });
  });
});

describe('countText', () => {
  test('says how many, or in words that none match', () => {
    expect(countText(1, false)).toBe('1 group');
    expect(countText(3, true)).toBe('3 groups');
    expect(countText(0, true)).toBe('No groups match these filters.');
  });
});
