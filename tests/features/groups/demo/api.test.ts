/** The emulator's Groups endpoints answer as Planning Center Groups does (outside-systems.md). */
import { describe, expect, test } from 'vitest';
import { createEmulator } from '../../../../src/demo/emulator.ts';

const emulator = createEmulator({
  prefix: '',
  now: () => Date.parse('2026-03-05T15:00:00Z'),
  zone: 'America/New_York',
  rateLimit: { limit: 100_000, periodSeconds: 20 },
});
interface Res {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: { id: string } | null }>;
}
interface ListDoc {
  data: Res[];
  included: Res[];
  links: { next?: string };
  meta: { total_count: number };
}
const list = async (path: string) =>
  (await emulator(new Request(`http://emu.test${path}`)).json()) as ListDoc;

describe('the emulator’s Groups', () => {
  test('groups page, include their type, location and enrollment, and filter archived', async () => {
    const all = await list('/groups/v2/groups?per_page=5');
    expect(all.data).toHaveLength(5);
    expect(all.links.next).toContain('offset=5');
    const kept = await list(
      '/groups/v2/groups?per_page=100&where[archive_status]=not_archived&include=group_type,location,enrollment',
    );
    expect(kept.meta.total_count).toBe(all.meta.total_count - 1);
    expect(kept.data.some((g) => g.attributes['archived_at'])).toBe(false);
    const types = new Set(kept.included.map((r) => r.type));
    expect([...types].sort()).toEqual(['Enrollment', 'GroupType', 'Location']);
    const first = kept.data[0]!;
    expect(first.relationships!['enrollment']!.data!.id).toBe(first.id);
  });

  test('tag ids come only through fields, and fields keep only what they name', async () => {
    const plain = await list('/groups/v2/groups?per_page=1');
    expect(plain.data[0]!.attributes).not.toHaveProperty('tag_ids');
    const asked = await list('/groups/v2/groups?per_page=1&fields[Group]=name,tag_ids');
    expect(Object.keys(asked.data[0]!.attributes).sort()).toEqual(['name', 'tag_ids']);
  });

  test('filters group types visible in Church Center and public tag groups', async () => {
    const types = await list('/groups/v2/group_types?filter=church_center_visible');
    expect(types.data.every((t) => t.attributes['church_center_visible'] === true)).toBe(true);
    expect((await list('/groups/v2/group_types')).data.length).toBeGreaterThan(types.data.length);
    const tagGroups = await list('/groups/v2/tag_groups?filter=public');
    expect(tagGroups.data.map((t) => t.attributes['name'])).toEqual(['Life Stage', 'Area']);
    const tags = await list(`/groups/v2/tag_groups/${tagGroups.data[0]!.id}/tags`);
    expect(tags.data.length).toBeGreaterThan(0);
  });

  test('a group’s events take canceled, not_canceled and upcoming', async () => {
    const all = await list('/groups/v2/groups/7008/events');
    const kept = await list('/groups/v2/groups/7008/events?filter=not_canceled');
    const ahead = await list('/groups/v2/groups/7008/events?filter=upcoming,not_canceled');
    expect(kept.data.length).toBe(all.data.length - 1);
    expect(ahead.data.length).toBe(kept.data.length - 1);
  });
});
