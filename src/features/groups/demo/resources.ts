/** The demo groups (groups.ts) as Planning Center Groups' JSON:API resources. */
import type { PcoResource } from '../../../platform/server/pco/jsonapi.ts';
import { GROUP_TYPES, GROUPS, TAG_GROUPS, type DemoGroup } from './groups.ts';

const TIMESTAMP = '2024-09-01T14:00:00Z';
const ARCHIVED = '2025-06-01T14:00:00Z';

/** Every attribute Planning Center sends for a group (tag_ids only when `fields` asks). */
function groupAttributes(g: DemoGroup, base: string) {
  return {
    name: g.name,
    description: g.description,
    schedule: g.schedule,
    header_image: g.image
      ? {
          thumbnail: `${base}/group-images/${g.id}.svg?w=160&h=90`,
          medium: `${base}/group-images/${g.id}.svg`,
          original: `${base}/group-images/${g.id}.svg?w=1280&h=720`,
        }
      : { thumbnail: null, medium: null, original: null },
    location_type_preference: g.virtualUrl ? 'virtual' : 'physical',
    virtual_location_url: g.virtualUrl ?? null,
    public_church_center_web_url: `https://dcc.churchcenter.com/groups/${g.type}/${g.id}`,
    contact_email: g.email,
    memberships_count: g.members,
    members_are_confidential: g.confidential ?? false,
    events_visibility: g.publicEvents ? 'public' : 'members',
    archived_at: g.archived ? ARCHIVED : null,
    created_at: TIMESTAMP,
    enrollment_open: g.status === 'open',
    enrollment_strategy: g.strategy,
    chat_enabled: true,
    can_create_conversation: false,
    widget_status: {},
    tag_ids: g.tags.map(Number),
  };
}

/** A demo group as a Group resource; `fields` lists the attributes asked for (all when null). */
export function groupResource(g: DemoGroup, base: string, fields: string[] | null): PcoResource {
  const all: Record<string, unknown> = groupAttributes(g, base);
  const attributes = fields
    ? Object.fromEntries(Object.entries(all).filter(([name]) => fields.includes(name)))
    : Object.fromEntries(Object.entries(all).filter(([name]) => name !== 'tag_ids'));
  return {
    type: 'Group',
    id: g.id,
    attributes,
    relationships: {
      group_type: { data: { type: 'GroupType', id: g.type } },
      location: { data: g.location ? { type: 'Location', id: `9${g.id}` } : null },
      enrollment: { data: { type: 'Enrollment', id: g.id } },
    },
    links: { self: `${base}/groups/v2/groups/${g.id}` },
  };
}

/** The group's location as Planning Center sends it to an administrator: the exact address. */
export function locationResource(g: DemoGroup): PcoResource | null {
  if (!g.location) return null;
  const { name, address, display, lat, lng } = g.location;
  return {
    type: 'Location',
    id: `9${g.id}`,
    attributes: {
      name,
      full_formatted_address: address,
      display_preference: display,
      latitude: lat,
      longitude: lng,
      radius: 0,
      strategy: 'exact',
    },
  };
}

/** The group's enrollment. */
export function enrollmentResource(g: DemoGroup): PcoResource {
  return {
    type: 'Enrollment',
    id: g.id,
    attributes: {
      status: g.status,
      strategy: g.strategy,
      auto_closed: false,
      auto_closed_reason: null,
      member_limit_reached: g.status === 'full',
      date_limit_reached: false,
    },
  };
}

/** A group type. */
export function groupTypeResource(id: string): PcoResource | null {
  const at = GROUP_TYPES.findIndex((t) => t.id === id);
  const type = GROUP_TYPES[at];
  if (!type) return null;
  return {
    type: 'GroupType',
    id,
    attributes: {
      name: type.name,
      description: `${type.name} at Dogwood Community Church.`,
      church_center_visible: type.visible,
      church_center_map_visible: type.visible,
      position: at + 1,
    },
  };
}

/** Every tag group, as TagGroup resources. */
export const tagGroupResources = (): PcoResource[] =>
  TAG_GROUPS.map((t, at) => ({
    type: 'TagGroup',
    id: t.id,
    attributes: {
      name: t.name,
      display_publicly: t.public,
      multiple_options_enabled: true,
      position: at + 1,
    },
  }));

/** A tag group's tags, or null for an unknown one. */
export function tagResources(tagGroupId: string): PcoResource[] | null {
  const group = TAG_GROUPS.find((t) => t.id === tagGroupId);
  if (!group) return null;
  return group.tags.map(([id, name], at) => ({
    type: 'Tag',
    id,
    attributes: { name, position: at + 1 },
  }));
}

/** The demo group by id (archived and unlisted ones too). */
export const demoGroup = (id: string): DemoGroup | undefined => GROUPS.find((g) => g.id === id);
