/** The member directory's answers: people, their contact details, households. */
import type { Collection, Ref, Resource } from '../../../platform/shared/api-types.ts';

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
