/**
 * The shape of every data file under src/content, as Zod schemas. The build checks the files with
 * them (src/content.config.ts) and the CMS form is generated from them (src/features/content-editor/shared/config.ts), so
 * the two cannot disagree. `.meta()` carries what only the form needs: a label, a hint, a widget;
 * the field types are in content-fields.ts. Written in `zod/mini`, as content-fields.ts says why.
 */
import * as z from '../../../platform/shared/vendor/zod-mini.mjs';
import {
  clockTimes,
  email,
  href,
  httpsUrl,
  id,
  line,
  text,
} from '../../../platform/shared/content-fields.ts';

export const churchSchema = z.object({
  name: line('Name'),
  shortName: line('Short name'),
  tagline: line('Tagline'),
  street: line('Street'),
  city: line('City'),
  state: z
    .string()
    .check(z.regex(/^[A-Z]{2}$/, 'must be two capital letters'), z.meta({ title: 'State' })),
  zip: z.string().check(z.regex(/^\d{5}$/, 'must be five digits'), z.meta({ title: 'ZIP code' })),
  phone: z
    .string()
    .check(
      z.regex(/^\d{3}-\d{3}-\d{4}$/, 'must look like 919-555-0142'),
      z.meta({ title: 'Phone', description: 'Like 919-555-0142' }),
    ),
  email: email('Office email'),
  childrenEmail: email("Children's ministry email"),
  mapUrl: httpsUrl('Map link'),
  officeHours: line('Office hours', 'Like: Monday to Friday 9:00am to 3:00pm'),
  officeHoursNote: line('Office hours note'),
  sundayService: clockTimes('Sunday service time'),
});

/** A staff member; `image` is Astro's image() so the photo goes through the image pipeline. */
export const staffSchema = <I extends z.ZodMiniType>(image: () => I) =>
  z.object({
    id,
    name: line('Name'),
    title: line('Job title'),
    email: email(),
    bio: z
      .string()
      .check(
        z.minLength(80, 'must be at least 80 characters'),
        z.meta({ title: 'Bio', widget: 'text' }),
      ),
    photo: image().check(
      z.meta({
        title: 'Photo',
        description: 'A square portrait; it is resized for the page',
        widget: 'image',
        media_folder: '../assets/staff',
        public_folder: '../assets/staff',
      }),
    ),
  });

export const elderSchema = z.object({
  id,
  name: line('Name'),
  bio: text('Bio'),
  comingSoon: z
    ._default(z.boolean(), false)
    .check(
      z.meta({ title: 'Coming soon', description: 'A place held for an elder not yet affirmed' }),
    ),
});

export const documentSchema = z.object({
  id,
  title: line('Title'),
  file: z.string().check(
    z.regex(/^\/docs\/[\w.-]+\.pdf$/, 'must be a PDF in /docs/'),
    z.meta({
      title: 'PDF file',
      widget: 'file',
      media_folder: '../../public/docs',
      public_folder: '/docs',
    }),
  ),
  description: text('Description'),
  group: z.enum(['church', 'children']).check(
    z.meta({
      title: 'Shown with',
      description: 'church: About page; children: Children & Youth page',
    }),
  ),
});

export const discipleshipMarkSchema = z.object({
  id,
  name: line('Name'),
  description: text('Description'),
  reference: line('Scripture reference'),
});

export const serviceTimeSchema = z.object({
  id,
  name: line('Name'),
  day: line('Day', 'Like: Sunday'),
  time: clockTimes('Time'),
  location: line('Location'),
  description: text('Description'),
  registrationUrl: z.optional(href('Registration link')),
});

export const childrenClassSchema = z.object({
  id,
  name: line('Name'),
  ages: line('Ages'),
  room: line('Room'),
  description: text('Description'),
});

export const communityGroupSchema = z.object({
  id,
  name: line('Name'),
  who: line('Who'),
  when: line('When', 'Like: Thursdays, 7:00 PM'),
  where: line('Where'),
  email: email('Contact email'),
  description: text('Description'),
});

export const ministryTeamSchema = z.object({
  id,
  name: line('Name'),
  description: text('Description'),
  contact: line('Contact person'),
  email: email('Contact email'),
});

export const partnerSchema = z.object({
  id,
  name: line('Name'),
  description: text('Description'),
  url: z.optional(httpsUrl('Website')),
  local: z.optional(href('Page on this site')),
});

export const missionarySchema = z.object({
  id,
  name: line('Name'),
  field: line('Field', 'Where they serve'),
  organization: line('Organization'),
  description: text('Description'),
  since: z.int().check(z.gte(1950), z.meta({ title: 'Supported since (year)' })),
});

export const resourceSchema = z.object({
  id,
  kind: z.enum(['reading', 'prayer']).check(z.meta({ title: 'Kind' })),
  name: line('Name'),
  description: text('Description'),
  url: href('Link'),
  linkText: line('Link text'),
});

export const spiritualGiftSchema = z.object({
  id,
  name: line('Name'),
  references: z
    .array(z.string().check(z.minLength(1), z.meta({ title: 'Reference' })))
    .check(z.minLength(1), z.meta({ title: 'Scripture references' })),
  description: text('Description'),
  atDcc: text('Where to use it at DCC'),
});

export const familyPromiseSchema = z.object({
  coordinator: line('Coordinator'),
  email: email('Coordinator email'),
  hostWeeksPerYear: z.int().check(z.positive(), z.meta({ title: 'Host weeks a year' })),
  guestsPerWeek: line('Guests a week'),
  dayCenter: line('Day center'),
  roles: z
    .array(
      z.object({
        name: line('Role'),
        time: line('When', 'Like: 6:00 PM to 7:30 PM'),
        description: text('Description'),
      }),
    )
    .check(z.meta({ title: 'Volunteer roles' })),
});
