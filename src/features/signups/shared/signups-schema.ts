/**
 * The shape of src/content/signups.json, "Sign-ups to show" (docs/content-editing.md): the
 * Planning Center Registrations sign-ups staff want on the events page although no public
 * calendar event links to them. Listing one never shows an archived or past sign-up
 * (shared/visibility.ts).
 */
import * as z from '../../../platform/shared/vendor/zod-mini.mjs';
import { id, line } from '../../../platform/shared/content-fields.ts';

export const signupToShowSchema = z.object({
  id,
  name: line('Name', 'For staff only: which sign-up this is'),
  signupId: z.string().check(
    z.regex(/^\d{1,12}$/, 'must be the number at the end of the sign-up’s Church Center address'),
    z.meta({
      title: 'Sign-up number',
      description:
        'The number at the end of its Church Center address, e.g. 2210906 in …/registrations/events/2210906',
    }),
  ),
});

/** The content file (an entry of content-files.ts's list), edited in the CMS like the others. */
export const SIGNUPS_FILE = {
  collection: 'signups',
  file: 'src/content/signups.json',
  kind: 'list' as const,
  key: 'signups',
  label: 'Sign-ups to show',
  description:
    'Planning Center Registrations sign-ups shown on the Events page although no public calendar event links to them. Archived and past ones never show.',
  schema: () => signupToShowSchema,
  unusedWithout: {
    feature: 'signups' as const,
    note: 'Not shown on the site: sign-ups are off (PCO_REGISTRATIONS). Ask whoever runs the site to turn them on.',
  },
  summary: '{{fields.name}}',
};
