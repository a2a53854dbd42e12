/** The teacher portal's answers: curriculum, the teaching schedule, the team. */
import type { Collection, Ref } from '../../../platform/shared/api-types.ts';

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
    /** Only files the schedule shows: those matching a curriculum lesson (lessons.ts). */
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
