/** Teacher-portal data: curriculum media with their lesson files, upcoming plans, team members. */
import pLimit from 'p-limit';
import type {
  Curriculum,
  CurriculumAttachment,
  CurriculumsAnswer,
  Plan,
  PlansAnswer,
  TeamMember,
  TeamsAnswer,
} from '../shared/api-types.ts';
import { planLessonFiles } from '../shared/lessons.ts';
import type { PcoDeps } from '../../../app/deps.ts';
import {
  hasRelationship,
  Included,
  str,
  type PcoResource,
} from '../../../platform/server/pco/jsonapi.ts';

/** How many upcoming Sundays the schedule shows. */
export const PLAN_COUNT = 12;
const fanOut = () => pLimit(4);

/** True for a curriculum media (Planning Center's media_type), never the worship samples. */
export function isCurriculum({ cfg }: Pick<PcoDeps, 'cfg'>, media: PcoResource): boolean {
  return (
    media.attributes['media_type'] === 'curriculum' && media.id !== cfg.pco.worshipSamplesMediaId
  );
}

async function attachmentsOf(
  { pco }: PcoDeps,
  media: PcoResource,
  included: Included,
): Promise<PcoResource[]> {
  if (hasRelationship(media, 'attachments')) return included.many(media, 'attachments');
  // a server that does not link included attachments: ask for them directly
  return (await pco.list(`/services/v2/media/${media.id}/attachments`)).data;
}

/** GET /api/curriculums */
export async function getCurriculums(deps: PcoDeps): Promise<CurriculumsAnswer> {
  const list = await deps.pco.list('/services/v2/media', {
    filter: 'curriculum',
    include: 'attachments',
  });
  const included = new Included(list.included);
  const limit = fanOut();
  const media = list.data.filter((m) => isCurriculum(deps, m));
  const files = await Promise.all(media.map((m) => limit(() => attachmentsOf(deps, m, included))));
  const data: Curriculum[] = [];
  const attachments: CurriculumAttachment[] = [];
  media.forEach((m, i) => {
    const own = files[i]!;
    data.push({
      type: 'Media',
      id: m.id,
      attributes: { title: str(m, 'title'), themes: str(m, 'themes') },
      relationships: { attachments: { data: own.map((a) => ({ type: 'Attachment', id: a.id })) } },
    });
    for (const a of own) {
      attachments.push({
        type: 'Attachment',
        id: a.id,
        attributes: { filename: str(a, 'filename') },
        relationships: { attachable: { data: { type: 'Media', id: m.id } } },
      });
    }
  });
  return { data, included: attachments };
}

async function planDetails(
  { pco }: PcoDeps,
  serviceType: string,
  plan: PcoResource,
  curriculums: CurriculumsAnswer,
): Promise<Plan> {
  const path = `/services/v2/service_types/${serviceType}/plans/${plan.id}`;
  const [members, files] = await Promise.all([
    pco.list(`${path}/team_members`),
    pco.list(`${path}/attachments`),
  ]);
  return {
    type: 'Plan',
    id: plan.id,
    attributes: {
      sort_date: str(plan, 'sort_date'),
      team_members: members.data
        .filter((m) => m.attributes['status'] !== 'D') // declined
        .map((m) => ({ name: str(m, 'name'), team_position_name: str(m, 'team_position_name') })),
      attachments: planLessonFiles(
        files.data.map((a) => ({ id: a.id, filename: str(a, 'filename') })),
        curriculums,
      ),
    },
  };
}

/**
 * GET /api/plans: the next Sundays of the children's service type, who serves, and the lesson
 * files taught (the schedule shows no other file, so none other leaves the server).
 */
export async function getPlans(deps: PcoDeps): Promise<PlansAnswer> {
  const serviceType = deps.cfg.pco.kidsServiceTypeId;
  const [list, curriculums] = await Promise.all([
    deps.pco.list(`/services/v2/service_types/${serviceType}/plans`, {
      filter: 'future',
      order: 'sort_date',
    }),
    getCurriculums(deps),
  ]);
  const plans = [...list.data]
    .sort((a, b) => str(a, 'sort_date').localeCompare(str(b, 'sort_date')))
    .slice(0, PLAN_COUNT);
  const limit = fanOut();
  return {
    data: await Promise.all(
      plans.map((plan) => limit(() => planDetails(deps, serviceType, plan, curriculums))),
    ),
  };
}

async function teamMembers({ pco }: PcoDeps, teamId: string): Promise<TeamMember[]> {
  const list = await pco.list(`/services/v2/teams/${teamId}/person_team_position_assignments`, {
    include: 'person,team_position',
  });
  const included = new Included(list.included);
  return list.data.flatMap((assignment): TeamMember[] => {
    const person = included.one(assignment, 'person');
    if (!person) return [];
    const position = included.one(assignment, 'team_position');
    return [
      {
        type: 'TeamMember',
        attributes: {
          first_name: str(person, 'first_name'),
          last_name: str(person, 'last_name'),
          photo_thumbnail_url: str(person, 'photo_thumbnail_url'),
          team_position_name: position ? str(position, 'name') : '',
        },
      },
    ];
  });
}

/** GET /api/teams: everyone assigned to a position on the children's-ministry teams. */
export async function getTeams(deps: PcoDeps): Promise<TeamsAnswer> {
  const limit = fanOut();
  const teams = await Promise.all(
    deps.cfg.pco.kidsTeamIds.map((id) => limit(() => teamMembers(deps, id))),
  );
  return { data: teams.flat() };
}
