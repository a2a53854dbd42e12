/**
 * The field types the content schemas (content-schemas.ts) are built of: each a Zod schema with
 * its rule, the message a wrong value gets, and the label and hint the CMS form shows. Written in
 * `zod/mini`, so the functions that read a content file check it with these same schemas at a
 * small cost (bundled into our code: src/build/sdk/zod-mini.ts; docs/architecture.md section 4); the
 * build and the CMS read them as any Zod schema.
 */
import * as z from './vendor/zod-mini.mjs';

/** Kebab-case id of a list entry; pages look some entries up by it and it never shows. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A clock time as the church writes it ("10:30 AM"), or several joined by "and". */
export const CLOCK_TIMES =
  /^(?:1[0-2]|[1-9]):[0-5]\d [AP]M(?: and (?:1[0-2]|[1-9]):[0-5]\d [AP]M)*$/;
/** An absolute https address on a named host. */
export const HTTPS_URL = /^https:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/;
/** A link a visitor follows: a site path, a mailto or an absolute https URL. */
export const HREF = /^(?:\/|mailto:|https:\/\/)\S*$/;

/** A required multi-line text field of the form. */
export const text = (title: string, description?: string) =>
  z
    .string()
    .check(
      z.minLength(1),
      z.meta({ title, widget: 'text', ...(description ? { description } : {}) }),
    );
/** A required one-line text field. */
export const line = (title: string, description?: string) =>
  z.string().check(z.minLength(1), z.meta({ title, ...(description ? { description } : {}) }));
/** An email address. */
export const email = (title = 'Email') => z.email().check(z.meta({ title }));
/** The id of a list entry (see SLUG). */
export const id = z.string().check(
  z.regex(SLUG, 'must be lower-case words joined by hyphens, e.g. young-adults'),
  z.meta({
    title: 'Short name',
    description: 'Lower-case words joined by hyphens, e.g. young-adults. Do not change it later.',
  }),
);
/** A clock time or several (see CLOCK_TIMES). */
export const clockTimes = (title: string) =>
  z
    .string()
    .check(
      z.regex(CLOCK_TIMES, 'must be a time like 10:30 AM, or times joined by "and"'),
      z.meta({ title, description: 'Like 10:30 AM, or 9:00 AM and 11:00 AM' }),
    );
/** An absolute https address (see HTTPS_URL). */
export const httpsUrl = (title: string) =>
  z.string().check(z.regex(HTTPS_URL, 'must be a full https:// address'), z.meta({ title }));
/** A link a visitor follows (see HREF). */
export const href = (title: string) =>
  z
    .string()
    .check(
      z.regex(HREF, 'must start with /, mailto: or https://'),
      z.meta({ title, description: 'A page of this site (/events), mailto: or https://' }),
    );
