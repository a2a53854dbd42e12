/** Content collections: the church's facts as data files under src/content, checked by schemas. */
import { defineCollection } from 'astro:content';
import { file } from 'astro/loaders';
import { z } from 'astro/zod';

const church = defineCollection({
  loader: file('src/content/church.json'),
  schema: z.object({
    name: z.string(),
    shortName: z.string(),
    tagline: z.string(),
    street: z.string(),
    city: z.string(),
    state: z.string().length(2),
    zip: z.string().regex(/^\d{5}$/),
    phone: z.string().regex(/^\d{3}-\d{3}-\d{4}$/),
    email: z.email(),
    childrenEmail: z.email(),
    mapUrl: z.url(),
    officeHours: z.string(),
    officeHoursNote: z.string(),
    sundayService: z.string(),
  }),
});

/** A link a visitor follows: a site path, a mailto or an absolute https URL. */
const href = z.string().regex(/^(\/|mailto:|https:\/\/)/, 'must start with /, mailto: or https://');

const staff = defineCollection({
  loader: file('src/content/staff.json'),
  schema: ({ image }) =>
    z.object({
      name: z.string(),
      title: z.string(),
      email: z.email(),
      bio: z.string().min(80),
      photo: image(),
    }),
});

const elders = defineCollection({
  loader: file('src/content/elders.json'),
  schema: z.object({
    name: z.string(),
    bio: z.string(),
    comingSoon: z.boolean().default(false),
  }),
});

/** Church documents: each PDF under public/docs is generated from src/content/documents/<id>.md. */
const documents = defineCollection({
  loader: file('src/content/documents.json'),
  schema: z.object({
    title: z.string(),
    file: z.string().regex(/^\/docs\/[a-z-]+\.pdf$/),
    description: z.string(),
    group: z.enum(['church', 'children']),
  }),
});

const discipleshipMarks = defineCollection({
  loader: file('src/content/discipleship-marks.json'),
  schema: z.object({ name: z.string(), description: z.string(), reference: z.string() }),
});

const serviceTimes = defineCollection({
  loader: file('src/content/service-times.json'),
  schema: z.object({
    name: z.string(),
    day: z.string(),
    time: z.string(),
    location: z.string(),
    description: z.string(),
    registrationUrl: href.optional(),
  }),
});

const childrenClasses = defineCollection({
  loader: file('src/content/children-classes.json'),
  schema: z.object({
    name: z.string(),
    ages: z.string(),
    room: z.string(),
    description: z.string(),
  }),
});

const communityGroups = defineCollection({
  loader: file('src/content/community-groups.json'),
  schema: z.object({
    name: z.string(),
    who: z.string(),
    when: z.string(),
    where: z.string(),
    email: z.email(),
    description: z.string(),
  }),
});

const ministryTeams = defineCollection({
  loader: file('src/content/ministry-teams.json'),
  schema: z.object({
    name: z.string(),
    description: z.string(),
    contact: z.string(),
    email: z.email(),
  }),
});

const partners = defineCollection({
  loader: file('src/content/partners.json'),
  schema: z.object({
    name: z.string(),
    description: z.string(),
    url: z.url().optional(),
    local: href.optional(),
  }),
});

const missionaries = defineCollection({
  loader: file('src/content/missionaries.json'),
  schema: z.object({
    name: z.string(),
    field: z.string(),
    organization: z.string(),
    description: z.string(),
    since: z.number().int().min(1950),
  }),
});

const resources = defineCollection({
  loader: file('src/content/resources.json'),
  schema: z.object({
    kind: z.enum(['reading', 'prayer']),
    name: z.string(),
    description: z.string(),
    url: href,
    linkText: z.string(),
  }),
});

const spiritualGifts = defineCollection({
  loader: file('src/content/spiritual-gifts.json'),
  schema: z.object({
    name: z.string(),
    references: z.array(z.string()).min(1),
    description: z.string(),
    atDcc: z.string(),
  }),
});

const familyPromise = defineCollection({
  loader: file('src/content/family-promise.json'),
  schema: z.object({
    coordinator: z.string(),
    email: z.email(),
    hostWeeksPerYear: z.number().int().positive(),
    guestsPerWeek: z.string(),
    dayCenter: z.string(),
    roles: z.array(z.object({ name: z.string(), time: z.string(), description: z.string() })),
  }),
});

export const collections = {
  church,
  staff,
  elders,
  documents,
  discipleshipMarks,
  serviceTimes,
  childrenClasses,
  communityGroups,
  ministryTeams,
  partners,
  missionaries,
  resources,
  spiritualGifts,
  familyPromise,
};
