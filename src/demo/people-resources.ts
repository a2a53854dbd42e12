/** The People resources as Planning Center sends them: a person, their contact items, a household. */
import type { PcoResource } from '../platform/server/pco/jsonapi.ts';
import { congregation, type DemoHousehold, type DemoPerson } from './congregation.ts';

const TIMESTAMP = '2024-09-01T14:00:00Z';

/** A Person as Planning Center People sends it, sensitive attributes included. */
export function personResource(person: DemoPerson, base: string): PcoResource {
  return {
    type: 'Person',
    id: person.id,
    attributes: {
      first_name: person.first_name,
      last_name: person.last_name,
      given_name: null,
      middle_name: null,
      nickname: null,
      name: `${person.first_name} ${person.last_name}`,
      avatar: `${base}/avatars/${person.id}.svg`,
      demographic_avatar_url: `${base}/avatars/${person.id}.svg`,
      birthdate: person.birthdate,
      anniversary: null,
      gender: person.gender,
      grade: person.grade,
      child: person.child,
      graduation_year: null,
      site_administrator: false,
      accounting_administrator: false,
      people_permissions: person.child ? null : 'Viewer',
      membership: person.membership,
      medical_notes: person.medical_notes,
      passed_background_check: person.passed_background_check,
      status: 'active',
      school_type: person.child ? 'Elementary' : null,
      remote_id: null,
      directory_status: 'no_access',
      login_identifier: null,
      can_create_forms: false,
      created_at: TIMESTAMP,
      updated_at: TIMESTAMP,
      inactivated_at: null,
    },
    relationships: { primary_campus: { data: null } },
    links: { self: `${base}/people/v2/people/${person.id}` },
  };
}

/** A person's emails, addresses, phone numbers or households, as `include` adds them. */
export function contactResources(person: DemoPerson, name: string): PcoResource[] {
  const base = { created_at: TIMESTAMP, updated_at: TIMESTAMP };
  const owner = { person: { data: { type: 'Person', id: person.id } } };
  switch (name) {
    case 'emails':
      return person.emails.map((e) => ({
        type: 'Email',
        id: e.id,
        attributes: {
          address: e.address,
          location: e.location,
          primary: e.primary,
          blocked: false,
          ...base,
        },
        relationships: owner,
      }));
    case 'addresses':
      return person.addresses.map((a) => ({
        type: 'Address',
        id: a.id,
        attributes: {
          street: a.street,
          street_line_1: a.street,
          street_line_2: '',
          city: a.city,
          state: a.state,
          zip: a.zip,
          country_code: 'US',
          country_name: 'United States',
          location: a.location,
          primary: a.primary,
          ...base,
        },
        relationships: owner,
      }));
    case 'phone_numbers':
      return person.phones.map((p) => ({
        type: 'PhoneNumber',
        id: p.id,
        attributes: {
          number: p.number,
          e164: p.e164,
          national: p.number,
          international: `+1 ${p.number}`,
          carrier: null,
          country_code: 'US',
          location: p.location,
          primary: p.primary,
          ...base,
        },
        relationships: owner,
      }));
    case 'households':
      return [householdResource(householdOf(person))];
    default:
      return [];
  }
}

function householdOf(person: DemoPerson): DemoHousehold {
  return congregation().householdById.get(person.householdId)!;
}

/** A Household as Planning Center People sends it. */
export function householdResource(household: DemoHousehold): PcoResource {
  const primary = congregation().byId.get(household.primaryContactId)!;
  return {
    type: 'Household',
    id: household.id,
    attributes: {
      name: household.name,
      member_count: household.memberIds.length,
      primary_contact_id: household.primaryContactId,
      primary_contact_name: `${primary.first_name} ${primary.last_name}`,
      avatar: null,
      created_at: TIMESTAMP,
      updated_at: TIMESTAMP,
    },
    relationships: {
      primary_contact: { data: { type: 'Person', id: household.primaryContactId } },
    },
  };
}
