/** The doctor's look at Planning Center: the token works, and every configured id exists. */
import type { Config } from '../../src/platform/server/config/index.ts';
import { createPcoClient, DEFAULT_OPTIONS } from '../../src/platform/server/pco/client.ts';
import { PcoError } from '../../src/platform/server/pco/transport.ts';
import { fail, pass, type Finding } from './report.ts';
import { checkSignups } from './signups-checks.ts';

interface IdCheck {
  variable: string;
  path: string;
  kind: string;
  where: string;
}

/** Every configured id, with the record that must exist for it. */
function idChecks(pco: Config['pco']): IdCheck[] {
  const tag = (variable: string, id: string): IdCheck => ({
    variable,
    path: `/calendar/v2/tags/${id}`,
    kind: 'Calendar tag',
    where: 'Calendar > Tags',
  });
  return [
    {
      variable: 'PCO_DIRECTORY_LIST_ID',
      path: `/people/v2/lists/${pco.directoryListId}`,
      kind: 'People list',
      where: 'People > Lists',
    },
    {
      variable: 'PCO_HOUSEHOLD_LEADERS_LIST_ID',
      path: `/people/v2/lists/${pco.householdLeadersListId}`,
      kind: 'People list',
      where: 'People > Lists',
    },
    {
      variable: 'PCO_KIDS_SERVICE_TYPE_ID',
      path: `/services/v2/service_types/${pco.kidsServiceTypeId}`,
      kind: 'Services service type',
      where: 'Services > the service type',
    },
    ...pco.kidsTeamIds.map((id) => ({
      variable: 'PCO_KIDS_TEAM_IDS',
      path: `/services/v2/teams/${id}`,
      kind: 'Services team',
      where: 'Services > Teams',
    })),
    {
      variable: 'PCO_WORSHIP_SAMPLES_MEDIA_ID',
      path: `/services/v2/media/${pco.worshipSamplesMediaId}`,
      kind: 'Services media',
      where: 'Services > Media',
    },
    tag('PCO_CALENDAR_TAG_CHURCH', pco.calendarTags.church),
    tag('PCO_CALENDAR_TAG_SPECIAL', pco.calendarTags.special),
    tag('PCO_CALENDAR_TAG_YOUTH', pco.calendarTags.youth),
  ];
}

const idOf = (path: string) => path.split('/').pop() ?? '';

/** The doctor's Planning Center client: the site's, trying once more at most, never waiting long. */
export const doctorPcoClient = (config: Config) =>
  createPcoClient({
    ...DEFAULT_OPTIONS,
    baseUrl: config.pco.baseUrl,
    auth: config.pco.auth,
    retries: 1,
    rateLimitRetries: 1,
  });

/** The findings about Planning Center; stops after the token when the token is refused. */
export async function checkPlanningCenter(config: Config): Promise<Finding[]> {
  const client = doctorPcoClient(config);
  try {
    await client.get('/people/v2/people', { per_page: 1 });
  } catch (error) {
    const status = error instanceof PcoError ? error.upstream : 0;
    return [
      status === 401 || status === 403
        ? fail(
            'PCO_APP_ID, PCO_SECRET',
            `Planning Center refused the token (${status})`,
            'Make a Personal Access Token at api.planningcenteronline.com/oauth/applications and set its application id and secret.',
          )
        : fail(
            'PCO_BASE_URL',
            `Planning Center did not answer at ${config.pco.baseUrl}: ${(error as Error).message}`,
            'Leave PCO_BASE_URL unset for Planning Center itself, or check the address.',
          ),
    ];
  }
  const findings: Finding[] = [
    pass('PCO_APP_ID, PCO_SECRET', `the token opens ${config.pco.baseUrl}`),
  ];
  const checks = idChecks(config.pco);
  // an unset id is the variables' finding (config-checks.ts): nothing to look up
  for (const check of checks.filter(({ variable }) => !config.pco.unset.includes(variable))) {
    const id = idOf(check.path);
    try {
      await client.get(check.path);
      findings.push(pass(check.variable, `${check.kind} ${id} exists`));
    } catch (error) {
      const status = error instanceof PcoError ? error.upstream : 0;
      findings.push(
        fail(
          check.variable,
          status === 404
            ? `no ${check.kind} has id ${id}`
            : `${check.kind} ${id} could not be read (${(error as Error).message})`,
          `Open ${check.where} in Planning Center, copy the id from the address bar, and set ${check.variable}.`,
        ),
      );
    }
  }
  if (config.pco.groups) findings.push(await checkGroups(client));
  if (config.pco.signups) findings.push(...(await checkSignups(client, config)));
  return findings;
}

/** With PCO_GROUPS on: the token can read Planning Center Groups (its group types). */
async function checkGroups(client: ReturnType<typeof createPcoClient>): Promise<Finding> {
  try {
    await client.get('/groups/v2/group_types', { per_page: 1 });
    return pass('PCO_GROUPS', 'the token reads Planning Center Groups');
  } catch (error) {
    const status = error instanceof PcoError ? error.upstream : 0;
    return fail(
      'PCO_GROUPS',
      status === 401 || status === 403
        ? `the token may not read Groups (${status})`
        : `Groups could not be read (${(error as Error).message})`,
      "Give the token's person access to Groups in Planning Center (People > the person > Apps), or unset PCO_GROUPS.",
    );
  }
}
