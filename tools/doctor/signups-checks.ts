/**
 * The doctor's look at the sign-ups (docs/operations.md section 6), with PCO_REGISTRATIONS on:
 * the token reads Planning Center Registrations, and every sign-up a public calendar event is
 * connected to is one the token can see unarchived.
 */
import type { Config } from '../../src/platform/server/config/index.ts';
import type { PcoClient } from '../../src/platform/server/pco/client.ts';
import { PcoError } from '../../src/platform/server/pco/transport.ts';
import { str } from '../../src/platform/server/pco/jsonapi.ts';
import { fail, pass, type Finding } from './report.ts';

const SUBJECT = 'PCO_REGISTRATIONS';

/** The sign-up ids the calendar events of the site's tags are connected to. */
async function connectedIds(client: PcoClient, config: Config): Promise<Set<string>> {
  const ids = new Set<string>();
  for (const tag of Object.values(config.pco.calendarTags)) {
    const instances = await client.list(`/calendar/v2/tags/${tag}/event_instances`, {
      filter: 'future',
    });
    const events = new Set(
      instances.data.map(
        (i) => (i.relationships?.['event']?.data as { id: string } | undefined)?.id,
      ),
    );
    for (const event of events) {
      if (!event) continue;
      const links = await client.list(
        `/calendar/v2/events/${encodeURIComponent(event)}/event_connections`,
      );
      for (const c of links.data)
        if (str(c, 'product_name') === 'registrations' && str(c, 'connected_to_type') === 'signup')
          ids.add(str(c, 'connected_to_id'));
    }
  }
  return ids;
}

/** The two findings (see the file comment). */
export async function checkSignups(client: PcoClient, config: Config): Promise<Finding[]> {
  let known: Set<string>;
  try {
    const signups = await client.list('/registrations/v2/signups', { filter: 'unarchived' });
    known = new Set(signups.data.map((s) => s.id));
  } catch (error) {
    const status = error instanceof PcoError ? error.upstream : 0;
    return [
      fail(
        SUBJECT,
        status === 401 || status === 403
          ? `the token may not read Registrations (${status})`
          : `Registrations could not be read (${(error as Error).message})`,
        "Give the token's person access to Registrations in Planning Center (People > the person > Apps), or unset PCO_REGISTRATIONS.",
      ),
    ];
  }
  const found = [
    pass(SUBJECT, `the token reads Planning Center Registrations (${known.size} sign-ups)`),
  ];
  try {
    const missing = [...(await connectedIds(client, config))].filter((id) => !known.has(id));
    found.push(
      missing.length
        ? fail(
            SUBJECT,
            `calendar events are connected to sign-ups the token cannot see unarchived: ${missing.join(', ')}`,
            'In Calendar, connect those events to a current sign-up, or remove the connection.',
          )
        : pass(SUBJECT, 'every calendar event connection names a current sign-up'),
    );
  } catch (error) {
    found.push(
      fail(
        SUBJECT,
        `Calendar event connections could not be read (${(error as Error).message})`,
        "Give the token's person access to Calendar.",
      ),
    );
  }
  return found;
}
