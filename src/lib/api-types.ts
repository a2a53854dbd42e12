/**
 * The shapes the browser receives from /api/* (docs/requirements.md sections 3 and 7). The server composes
 * these from Planning Center and storage; only the fields a screen shows are present.
 */

export type Area = 'directory' | 'dccyouth' | 'podcastadmin';

/** A JSON:API-style resource identifier. */
export interface Ref<T extends string = string> {
  type: T;
  id: string;
}

export interface Resource<T extends string, A> {
  type: T;
  id: string;
  attributes: A;
}

export interface Collection<R, I = never> {
  data: R[];
  included?: I[];
  meta?: Record<string, string | number>;
}

/** GET /login, POST /login */
export interface LoginAnswer {
  user: Area | null;
}

/** Every error answer: `{ message }` with an honest status. */
export interface ErrorAnswer {
  message: string;
}

// ---- directory --------------------------------------------------------------------------

export interface PersonAttributes {
  first_name: string;
  last_name: string;
  name: string;
  /** Full-size avatar URL; append `?w=200&h=200` style sizing via avatarUrl() in lib. */
  avatar: string;
  membership: string | null;
}
export type Person = Resource<'Person', PersonAttributes>;

/** GET /api/people */
export type PeopleAnswer = Collection<Person>;

export interface PersonDetailAttributes extends PersonAttributes {
  /** Month and day only, as "MM-DD" (the year never leaves the server); null when unknown. */
  birthdate: string | null;
}
export type Email = Resource<'Email', { address: string; location: string }>;
export type Address = Resource<
  'Address',
  { street: string; city: string; state: string; zip: string; location: string }
>;
export type PhoneNumber = Resource<'PhoneNumber', { number: string; location: string }>;

/** GET /api/people/{id} */
export interface PersonAnswer {
  data: Resource<'Person', PersonDetailAttributes>;
  included: (Email | Address | PhoneNumber)[];
}

export interface Household {
  type: 'Household';
  id: string;
  attributes: { name: string; primary_contact_id: string; member_count: number };
  relationships: { people: { data: Ref<'Person'>[] } };
}
/** GET /api/households */
export type HouseholdsAnswer = Collection<Household>;
/** GET /api/householdleaders: the people on the household-leaders list. */
export type HouseholdLeadersAnswer = Collection<Ref<'Person'>>;

// ---- teacher portal ---------------------------------------------------------------------

export interface Curriculum {
  type: 'Media';
  id: string;
  attributes: { title: string; themes: string };
  relationships: { attachments: { data: Ref<'Attachment'>[] } };
}
export interface CurriculumAttachment {
  type: 'Attachment';
  id: string;
  attributes: { filename: string };
  relationships: { attachable: { data: Ref<'Media'> } };
}
/** GET /api/curriculums */
export type CurriculumsAnswer = Collection<Curriculum, CurriculumAttachment>;

export interface Plan {
  type: 'Plan';
  id: string;
  attributes: {
    /** ISO date-time of the Sunday. */
    sort_date: string;
    team_members: { name: string; team_position_name: string }[];
    /** Only files the schedule shows: those matching a curriculum lesson (lib/lessons.ts). */
    attachments: { id: string; filename: string }[];
  };
}
/** GET /api/plans */
export type PlansAnswer = Collection<Plan>;

/** One position assignment; no id, since the team page needs none. */
export interface TeamMember {
  type: 'TeamMember';
  attributes: {
    first_name: string;
    last_name: string;
    photo_thumbnail_url: string;
    team_position_name: string;
  };
}
/** GET /api/teams */
export type TeamsAnswer = Collection<TeamMember>;

/** POST /api/attachment, POST /api/plans/attachment */
export interface AttachmentUrlAnswer {
  data: { attributes: { attachment_url: string } };
}

// ---- public data ------------------------------------------------------------------------

export interface EventInstance {
  type: 'EventInstance';
  id: string;
  attributes: { starts_at: string; ends_at: string };
  relationships: { event: { data: Ref<'Event'> } };
}
export interface ChurchEvent {
  type: 'Event';
  id: string;
  attributes: {
    name: string;
    /** Planning Center's one-line summary, as text ('' when none). */
    summary: string;
    /** Markdown, as entered in Planning Center (calendar files use it as text). */
    details: string;
    /** `details` rendered by marked and sanitized on the server (lib/markdown.ts): safe to show. */
    details_html: string;
    /** The first one's url is the event's image; empty when it has none. */
    attachments: { url: string }[];
    /** Where to sign up (an https address from Planning Center), or null. */
    registration_url: string | null;
    /** The event's own page on this site, `/events/<id>-<name>`. */
    page: string;
  };
}
/** GET /api/events/{church|special|youth} */
export type EventsAnswer = Collection<EventInstance, ChurchEvent>;

/** One sermon: an item of the podcast feed. GET /api/media answers Episode[], newest first. */
export interface Episode {
  guid: string;
  title: string;
  /** RFC 2822, e.g. "Sun, 05 Jan 2025 10:30:00 -0500". */
  pubDate: string;
  /** The speaker. */
  author: string;
  /** The series. */
  summary: string;
  image: string;
  /** Seconds. */
  duration: number;
  enclosure: { url: string; type: string; length: number };
  videoLink?: string;
  /** The sermon's own page (lib/sermon-links.ts); every episode /api/media answers has one. */
  link?: string;
  /** The transcript as WebVTT (the feed's podcast:transcript), when the sermon has one. */
  transcript?: string;
  /** The same transcript as SubRip (SRT), for apps that read only that. */
  transcriptSrt?: string;
  /** The Podcasting 2.0 JSON chapters (the feed's podcast:chapters). */
  chapters?: string;
}

export interface WorshipSample {
  type: 'Attachment';
  id: string;
  /** filename is 'artist - title - YYYYMMDD' (with an extension). */
  attributes: { filename: string; thumbnail_url: string; content_type: string };
}
/** GET /api/worshipsamples; meta.media_id is the id to send to POST /api/attachment. */
export interface WorshipSamplesAnswer {
  data: WorshipSample[];
  meta: { media_id: string };
}

export interface BlogPost {
  type: 'BlogPost';
  id: string;
  attributes: { title: string; author: string; published_at: string; body: string };
}
/** GET /api/blog */
export type BlogAnswer = Collection<BlogPost>;

/** A named `s3UploadStatus` event on GET /api/sse. */
export interface UploadProgress {
  action: string;
  file: string;
  percent: number;
  done: boolean;
}
