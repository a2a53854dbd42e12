/** Content collections: the church's facts as data files under src/content, checked by schemas. */
import { defineCollection } from 'astro:content';
import { file } from 'astro/loaders';
import { z } from 'astro/zod';
import { CONTENT_FILES } from './lib/content-files.ts';
import { contentEntries } from './lib/content-parse.ts';
import {
  childrenClassSchema,
  churchSchema,
  communityGroupSchema,
  discipleshipMarkSchema,
  documentSchema,
  elderSchema,
  familyPromiseSchema,
  ministryTeamSchema,
  missionarySchema,
  partnerSchema,
  resourceSchema,
  serviceTimeSchema,
  spiritualGiftSchema,
  staffSchema,
} from './lib/content-schemas.ts';

/** Reads the data file of a collection as src/lib/content-files.ts describes it. */
function loader(collection: string) {
  const content = CONTENT_FILES.find((candidate) => candidate.collection === collection);
  if (!content) throw new Error(`No content file for collection "${collection}"`);
  return file(content.file, { parser: (text) => contentEntries(text, content) });
}

/** A list entry's position in its file (the loader adds it). */
const order = { order: z.number().int().nonnegative() };

export const collections = {
  church: defineCollection({ loader: loader('church'), schema: churchSchema }),
  staff: defineCollection({
    loader: loader('staff'),
    schema: ({ image }) => staffSchema(image).extend(order),
  }),
  elders: defineCollection({ loader: loader('elders'), schema: elderSchema.extend(order) }),
  documents: defineCollection({
    loader: loader('documents'),
    schema: documentSchema.extend(order),
  }),
  discipleshipMarks: defineCollection({
    loader: loader('discipleshipMarks'),
    schema: discipleshipMarkSchema.extend(order),
  }),
  serviceTimes: defineCollection({
    loader: loader('serviceTimes'),
    schema: serviceTimeSchema.extend(order),
  }),
  childrenClasses: defineCollection({
    loader: loader('childrenClasses'),
    schema: childrenClassSchema.extend(order),
  }),
  communityGroups: defineCollection({
    loader: loader('communityGroups'),
    schema: communityGroupSchema.extend(order),
  }),
  ministryTeams: defineCollection({
    loader: loader('ministryTeams'),
    schema: ministryTeamSchema.extend(order),
  }),
  partners: defineCollection({ loader: loader('partners'), schema: partnerSchema.extend(order) }),
  missionaries: defineCollection({
    loader: loader('missionaries'),
    schema: missionarySchema.extend(order),
  }),
  resources: defineCollection({
    loader: loader('resources'),
    schema: resourceSchema.extend(order),
  }),
  spiritualGifts: defineCollection({
    loader: loader('spiritualGifts'),
    schema: spiritualGiftSchema.extend(order),
  }),
  familyPromise: defineCollection({ loader: loader('familyPromise'), schema: familyPromiseSchema }),
};
