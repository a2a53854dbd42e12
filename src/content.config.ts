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

/**
 * Loads a JSON array and records each entry's position as `order`, because getCollection returns
 * entries sorted by id and a list's order in its file (staff, marks, classes...) is meaningful.
 */
function list(path: string) {
  return file(path, {
    parser: (text) =>
      (JSON.parse(text) as Record<string, unknown>[]).map((entry, order) => ({ ...entry, order })),
  });
}
const order = z.number().int().nonnegative();

const staff = defineCollection({
  loader: list('src/content/staff.json'),
  schema: ({ image }) =>
    z.object({
      order,
      name: z.string(),
      title: z.string(),
      email: z.email(),
      bio: z.string().min(80),
      photo: image(),
    }),
});

const elders = defineCollection({
  loader: list('src/content/elders.json'),
  schema: z.object({
    order,
    name: z.string(),
    bio: z.string(),
    comingSoon: z.boolean().default(false),
  }),
});

/** Church documents: each PDF under public/docs is generated from src/content/documents/<id>.md. */
const documents = defineCollection({
  loader: list('src/content/documents.json'),
  schema: z.object({
    order,
    title: z.string(),
    file: z.string().regex(/^\/docs\/[a-z-]+\.pdf$/),
    description: z.string(),
    group: z.enum(['church', 'children']),
  }),
});

const discipleshipMarks = defineCollection({
  loader: list('src/content/discipleship-marks.json'),
  schema: z.object({
    order,
    name: z.string(),
    description: z.string(),
    reference: z.string(),
  }),
});

const serviceTimes = defineCollection({
  loader: list('src/content/service-times.json'),
  schema: z.object({
    order,
    name: z.string(),
    day: z.string(),
    time: z.string(),
    location: z.string(),
    description: z.string(),
    registrationUrl: href.optional(),
  }),
});

const childrenClasses = defineCollection({
  loader: list('src/content/children-classes.json'),
  schema: z.object({
    order,
    name: z.string(),
    ages: z.string(),
    room: z.string(),
    description: z.string(),
  }),
});

const communityGroups = defineCollection({
  loader: list('src/content/community-groups.json'),
  schema: z.object({
    order,
    name: z.string(),
    who: z.string(),
    when: z.string(),
    where: z.string(),
    email: z.email(),
    description: z.string(),
  }),
});

const ministryTeams = defineCollection({
  loader: list('src/content/ministry-teams.json'),
  schema: z.object({
    order,
    name: z.string(),
    description: z.string(),
    contact: z.string(),
    email: z.email(),
  }),
});

const partners = defineCollection({
  loader: list('src/content/partners.json'),
  schema: z.object({
    order,
    name: z.string(),
    description: z.string(),
    url: z.url().optional(),
    local: href.optional(),
  }),
});

const missionaries = defineCollection({
  loader: list('src/content/missionaries.json'),
  schema: z.object({
    order,
    name: z.string(),
    field: z.string(),
    organization: z.string(),
    description: z.string(),
    since: z.number().int().min(1950),
  }),
});

const resources = defineCollection({
  loader: list('src/content/resources.json'),
  schema: z.object({
    order,
    kind: z.enum(['reading', 'prayer']),
    name: z.string(),
    description: z.string(),
    url: href,
    linkText: z.string(),
  }),
});

const spiritualGifts = defineCollection({
  loader: list('src/content/spiritual-gifts.json'),
  schema: z.object({
    order,
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
