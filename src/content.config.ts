/** Content collections: the church's facts as data files under src/content, checked by schemas. */
import { defineCollection } from 'astro:content';
import { file } from 'astro/loaders';
import { z } from 'astro/zod';
import { CONTENT_FILES, type ContentFile } from './lib/content-files.ts';
import { contentEntries } from './lib/content-parse.ts';

function collection(content: ContentFile) {
  return defineCollection({
    loader: file(content.file, { parser: (text) => contentEntries(text, content) }),
    schema: ({ image }) => {
      const entry = content.schema(image);
      return content.kind === 'list'
        ? entry.extend({ order: z.number().int().nonnegative() })
        : entry;
    },
  });
}

const byName = (name: string): ContentFile => {
  const content = CONTENT_FILES.find((candidate) => candidate.collection === name);
  if (!content) throw new Error(`No content file for collection "${name}"`);
  return content;
};

// Spelled out, not mapped, so that astro:content knows each collection's name and data type.
export const collections = {
  church: collection(byName('church')),
  staff: collection(byName('staff')),
  elders: collection(byName('elders')),
  documents: collection(byName('documents')),
  discipleshipMarks: collection(byName('discipleshipMarks')),
  serviceTimes: collection(byName('serviceTimes')),
  childrenClasses: collection(byName('childrenClasses')),
  communityGroups: collection(byName('communityGroups')),
  ministryTeams: collection(byName('ministryTeams')),
  partners: collection(byName('partners')),
  missionaries: collection(byName('missionaries')),
  resources: collection(byName('resources')),
  spiritualGifts: collection(byName('spiritualGifts')),
  familyPromise: collection(byName('familyPromise')),
};
