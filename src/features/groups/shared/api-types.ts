/**
 * The group finder's answer (docs/requirements.md section 3, Groups): only what the /groups
 * screen and a group's page show, shaped on the server from Planning Center Groups by the
 * privacy rules of docs/security.md ("What is protected").
 */

/** Where a group meets, as a stranger may see it (location.ts). */
export type GroupPlace =
  /** A virtual group: it meets online; its meeting link is never sent. */
  | { kind: 'online' }
  /** An approximate location: the city, state and ZIP, or the ZIP alone (approximate-place.ts). */
  | { kind: 'area'; text: string }
  /** An exact location: the place's name (if any) and its address. */
  | { kind: 'address'; name: string; text: string };

/** Whether a stranger may join: open sign-up, by request, full or closed. */
export type GroupStatus = 'open' | 'request' | 'full' | 'closed';

export interface PublicGroup {
  id: string;
  name: string;
  /** The group's own page on this site, `/groups/<id>-<name>`. */
  page: string;
  /** The group type's id ("kind" on the screen). */
  kind: string;
  schedule: string;
  /** Week days named by the schedule, `monday`..`sunday` (schedule.ts). */
  days: string[];
  /** Planning Center's HTML, sanitized on the server: safe to show. */
  descriptionHtml: string;
  /** The description as plain text (link previews, search). */
  summary: string;
  /** The header image's address, or null for the default picture. */
  image: string | null;
  /** Ids of the group's tags in tag groups the church shows publicly. */
  tags: string[];
  /** Where it meets; null when the church hides it. */
  place: GroupPlace | null;
  status: GroupStatus;
  /** Its Church Center page (join, request, contact), or null without a web address. */
  url: string | null;
  /** How many members; null where the members are confidential. */
  members: number | null;
  /** True where Planning Center shows the group's events publicly. */
  publicEvents: boolean;
}

export interface GroupKind {
  id: string;
  name: string;
  slug: string;
}

export interface GroupTag {
  id: string;
  name: string;
  slug: string;
}

/** A tag group the church shows publicly, with its tags. */
export interface GroupTagGroup {
  id: string;
  name: string;
  slug: string;
  tags: GroupTag[];
}

/** GET /api/groups */
export interface GroupsAnswer {
  groups: PublicGroup[];
  /** Group types that have listed groups, in Planning Center's order. */
  kinds: GroupKind[];
  tagGroups: GroupTagGroup[];
}

/** A group's upcoming event on its page. */
export interface GroupEvent {
  name: string;
  startsAt: string;
  endsAt: string;
}
