import { describe, expect, test } from 'vitest';
import {
  actionLabel,
  groupStatus,
  isJoinable,
  isListedGroup,
} from '../../../../src/features/groups/shared/listing.ts';

const listed = {
  group: { archived_at: null },
  enrollment: { status: 'open', strategy: 'open_signup' },
  groupType: { church_center_visible: true },
};

describe('isListedGroup', () => {
  test('lists a group that is not archived, not private, in a visible type', () => {
    expect(isListedGroup(listed)).toBe(true);
  });
  test('never lists an archived group', () => {
    expect(isListedGroup({ ...listed, group: { archived_at: '2025-01-01T00:00:00Z' } })).toBe(
      false,
    );
  });
  test('never lists an unlisted (private enrollment) group', () => {
    expect(isListedGroup({ ...listed, enrollment: { status: 'private' } })).toBe(false);
  });
  test('never lists a group in a type hidden from Church Center', () => {
    expect(isListedGroup({ ...listed, groupType: { church_center_visible: false } })).toBe(false);
  });
  test('lists nothing whose enrollment or type is missing', () => {
    expect(isListedGroup({ ...listed, enrollment: undefined })).toBe(false);
    expect(isListedGroup({ ...listed, groupType: undefined })).toBe(false);
    expect(isListedGroup({ ...listed, enrollment: {} })).toBe(false);
  });
});

describe('groupStatus and actionLabel', () => {
  test('open sign-up joins, a request asks, anything else learns more', () => {
    const open = groupStatus({ status: 'open', strategy: 'open_signup' });
    const request = groupStatus({ status: 'open', strategy: 'request_to_join' });
    expect([open, request]).toEqual(['open', 'request']);
    expect(actionLabel(open)).toBe('Join');
    expect(actionLabel(request)).toBe('Request to join');
    expect(actionLabel('full')).toBe('Learn more');
    expect(actionLabel('closed')).toBe('Learn more');
  });
  test('a full group is full, a closed one closed', () => {
    expect(groupStatus({ status: 'full', strategy: 'open_signup' })).toBe('full');
    expect(
      groupStatus({ status: 'open', strategy: 'open_signup', member_limit_reached: true }),
    ).toBe('full');
    expect(groupStatus({ status: 'closed', strategy: 'closed' })).toBe('closed');
    expect(groupStatus({ status: 'open', strategy: 'closed' })).toBe('closed');
  });
  test('open and by request are joinable, full and closed are not', () => {
    expect(['open', 'request', 'full', 'closed'].map((s) => isJoinable(s as never))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
