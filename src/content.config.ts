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

export const collections = { church };
