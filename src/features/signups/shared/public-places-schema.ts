/**
 * The shape of src/content/public-places.json, "Public places" (docs/content-editing.md): the
 * places besides the church's own address where a sign-up's whole address may show, such as the
 * park of the picnic or the retreat centre. Any other address shows only its area
 * (shared/place.ts).
 */
import * as z from '../../../platform/shared/vendor/zod-mini.mjs';
import { id, line } from '../../../platform/shared/content-fields.ts';
import { list } from '../../../platform/shared/content-file-shapes.ts';

/** A street address ending in a state's two letters and a ZIP code. */
const ADDRESS = /\S.*\b[A-Z]{2},?\s+\d{5}(?:-\d{4})?$/;

export const publicPlaceSchema = z.object({
  id,
  name: line('Name', 'As the site shows it, e.g. Damascus Regional Park'),
  address: z.string().check(
    z.regex(ADDRESS, 'must be a whole address ending in the state and ZIP code'),
    z.meta({
      title: 'Address',
      description:
        'As Planning Center has it on the sign-up’s location, e.g. 500 Park Road, Cary, NC 27519',
    }),
  ),
});

/** The content file (an entry of content-files.ts's list), edited in the CMS like the others. */
export const PUBLIC_PLACES_FILE = {
  ...list(
    'publicPlaces',
    'public-places',
    'Public places',
    'Places besides the church where a sign-up’s whole address may show on the site (a park, a retreat centre). Any other address shows only its town and ZIP code.',
    () => publicPlaceSchema,
  ),
  unusedWithout: {
    feature: 'signups' as const,
    note: 'Not shown on the site: sign-ups are off (PCO_REGISTRATIONS). Ask whoever runs the site to turn them on.',
  },
};
