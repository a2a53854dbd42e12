/** The emulator's Services endpoints for the children's ministry: plans, team members, teams. */
import { DEMO_IDS } from '../platform/server/config/demo.ts';
import type { PcoResource } from '../platform/server/pco/jsonapi.ts';
import { planFiles } from './files.ts';
import { errorDocument, listDocument } from './jsonapi.ts';
import {
  servicesPersonId,
  TEAMS,
  teamMembers,
  upcomingPlans,
  type DemoPlan,
} from '../features/portal/demo/kids.ts';
import { attachmentResource, type ServicesContext } from './media-api.ts';

const TIMESTAMP = '2024-09-01T14:00:00Z';

function planResource(plan: DemoPlan): PcoResource {
  const local = plan.sunday.set({ hour: 10, minute: 30 });
  return {
    type: 'Plan',
    id: plan.id,
    attributes: {
      title: `Kids' Sunday: Lesson ${plan.lesson}`,
      series_title: 'The Big Story',
      sort_date: local.toUTC().toISO({ suppressMilliseconds: true }),
      dates: local.toFormat('MMMM d, yyyy'),
      short_dates: local.toFormat('MMM d'),
      items_count: 4,
      public: false,
      created_at: TIMESTAMP,
      updated_at: TIMESTAMP,
    },
    relationships: {
      service_type: { data: { type: 'ServiceType', id: DEMO_IDS.kidsServiceTypeId } },
    },
  };
}

const unknownServiceType = (id: string) =>
  errorDocument(404, 'Not Found', `Couldn't find ServiceType with 'id'=${id}`);

/** GET /services/v2/service_types/:st/plans (filter=future, order=sort_date) */
export function listPlans(ctx: ServicesContext, serviceType: string): Response {
  if (serviceType !== DEMO_IDS.kidsServiceTypeId) return unknownServiceType(serviceType);
  const rows = upcomingPlans(ctx.now, ctx.zone).map(planResource);
  return listDocument(ctx.url, rows, {
    canOrderBy: ['sort_date', 'title', 'created_at', 'updated_at'],
    canQueryBy: ['id', 'title'],
  });
}

function findUpcoming(
  ctx: ServicesContext,
  serviceType: string,
  planId: string,
): DemoPlan | Response {
  if (serviceType !== DEMO_IDS.kidsServiceTypeId) return unknownServiceType(serviceType);
  const plan = upcomingPlans(ctx.now, ctx.zone).find((p) => p.id === planId);
  return plan ?? errorDocument(404, 'Not Found', `Couldn't find Plan with 'id'=${planId}`);
}

/** GET /services/v2/service_types/:st/plans/:p/team_members */
export function listTeamMembers(
  ctx: ServicesContext,
  serviceType: string,
  planId: string,
): Response {
  const plan = findUpcoming(ctx, serviceType, planId);
  if (plan instanceof Response) return plan;
  const teams = teamMembers();
  const rows = TEAMS.flatMap((team, t) => {
    const members = teams[t]!;
    const count = (plan.week + t) % 3 === 0 ? 2 : 1;
    return Array.from({ length: count }, (_, k) => {
      const person = members[(plan.week + k * 2) % members.length]!;
      const status = (plan.week + t + k) % 9 === 0 ? 'D' : (plan.week + k) % 4 === 0 ? 'U' : 'C';
      return {
        type: 'PlanPerson',
        id: `${plan.id}${t}${k}`,
        attributes: {
          name: `${person.first_name} ${person.last_name}`,
          team_position_name: team.position,
          status,
          photo_thumbnail: `${ctx.base}/photos/${servicesPersonId(person)}.svg`,
          notes: null,
          decline_reason: status === 'D' ? 'Out of town' : null,
          created_at: TIMESTAMP,
          updated_at: TIMESTAMP,
        },
        relationships: {
          person: { data: { type: 'Person', id: servicesPersonId(person) } },
          team: { data: { type: 'Team', id: team.id } },
        },
      } satisfies PcoResource;
    });
  });
  return listDocument(ctx.url, rows, { canOrderBy: ['name', 'status'], canQueryBy: ['status'] });
}

/** GET /services/v2/service_types/:st/plans/:p/attachments */
export function listPlanAttachments(
  ctx: ServicesContext,
  serviceType: string,
  planId: string,
): Response {
  const plan = findUpcoming(ctx, serviceType, planId);
  if (plan instanceof Response) return plan;
  return listDocument(
    ctx.url,
    planFiles(plan.id, ctx.now, ctx.zone).map((f) => attachmentResource(ctx, f)),
    { canOrderBy: ['filename'] },
  );
}

/** GET /services/v2/teams/:id/person_team_position_assignments (include=person,team_position) */
export function listAssignments(ctx: ServicesContext, teamId: string): Response {
  const t = TEAMS.findIndex((team) => team.id === teamId);
  if (t < 0) return errorDocument(404, 'Not Found', `Couldn't find Team with 'id'=${teamId}`);
  const team = TEAMS[t]!;
  const position: PcoResource = {
    type: 'TeamPosition',
    id: `${teamId}1`,
    attributes: { name: team.position, sequence: 1, tags: [] },
  };
  const members = teamMembers()[t]!;
  const rows = members.map((person, k): PcoResource => ({
    type: 'PersonTeamPositionAssignment',
    id: `${teamId}${String(k + 1).padStart(2, '0')}`,
    attributes: {
      schedule_preference: 'Every other week',
      preferred_weeks: [],
      created_at: TIMESTAMP,
      updated_at: TIMESTAMP,
    },
    relationships: {
      person: { data: { type: 'Person', id: servicesPersonId(person) } },
      team_position: { data: { type: 'TeamPosition', id: position.id } },
    },
  }));
  const people = new Map(members.map((p) => [servicesPersonId(p), p]));
  return listDocument(ctx.url, rows, {
    canInclude: ['person', 'team_position'],
    canOrderBy: ['first_name', 'last_name'],
    includer: (assignment, name) => {
      if (name === 'team_position') return [position];
      const personId = (assignment.relationships?.['person']?.data as { id: string }).id;
      const person = people.get(personId)!;
      const photo = `${ctx.base}/photos/${personId}.svg`;
      return [
        {
          type: 'Person',
          id: personId,
          attributes: {
            first_name: person.first_name,
            last_name: person.last_name,
            full_name: `${person.first_name} ${person.last_name}`,
            photo_url: photo,
            photo_thumbnail_url: `${photo}?w=100&h=100`,
            status: 'active',
            permissions: 'Scheduled Viewer',
            created_at: TIMESTAMP,
            updated_at: TIMESTAMP,
          },
        },
      ];
    },
  });
}
