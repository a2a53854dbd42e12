/** The church's facts file (an entry of content-files.ts's list), which the event pages read too. */
import { single } from '../../../platform/shared/content-file-shapes.ts';
import { churchSchema } from './content-schemas.ts';

export const CHURCH_FILE = single(
  'church',
  'church',
  'Church facts',
  'Address, phone, emails, office hours and the Sunday service time.',
  () => churchSchema,
);
