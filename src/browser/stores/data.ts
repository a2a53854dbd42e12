/** One collection per API resource (docs/requirements.md section 3). Islands read them through useCollection. */
import type {
  BlogAnswer,
  CurriculumsAnswer,
  Episode,
  EventsAnswer,
  GroupsAnswer,
  HouseholdLeadersAnswer,
  HouseholdsAnswer,
  PeopleAnswer,
  PlansAnswer,
  TeamsAnswer,
  WorshipSamplesAnswer,
} from '../../lib/api-types.ts';
import { createCollection, type CollectionStore } from './collection.ts';

export const curriculums = createCollection<CurriculumsAnswer>('/api/curriculums');
export const plans = createCollection<PlansAnswer>('/api/plans');
export const teams = createCollection<TeamsAnswer>('/api/teams');
export const people = createCollection<PeopleAnswer>('/api/people');
export const households = createCollection<HouseholdsAnswer>('/api/households');
export const householdLeaders = createCollection<HouseholdLeadersAnswer>('/api/householdleaders');
export const media = createCollection<Episode[]>('/api/media');
export const blog = createCollection<BlogAnswer>('/api/blog');
export const worshipSamples = createCollection<WorshipSamplesAnswer>('/api/worshipsamples');
export const churchEvents = createCollection<EventsAnswer>('/api/events/church');
export const specialEvents = createCollection<EventsAnswer>('/api/events/special');
export const youthEvents = createCollection<EventsAnswer>('/api/events/youth');
export const groups = createCollection<GroupsAnswer>('/api/groups');

const PUBLIC = [media, worshipSamples, churchEvents, specialEvents, youthEvents, groups];

/** The public collection behind an API path, for the idle prefetch (src/browser/scripts/live-data.ts). */
export function collectionFor(path: string): CollectionStore<unknown> | undefined {
  return PUBLIC.find((collection) => collection.path === path);
}
