/** Birthdays as 'March 5th' (docs/requirements.md section 2): month name plus day ordinal, never a year. */

const SUFFIX: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };
// Intl's English ordinal rules already know 11th, 12th and 13th are not 11st, 12nd, 13rd.
const rules = new Intl.PluralRules('en-US', { type: 'ordinal' });
const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });

/** 1 -> '1st', 2 -> '2nd', 11 -> '11th', 23 -> '23rd'. */
export function ordinal(n: number): string {
  return `${n}${SUFFIX[rules.select(n)] ?? 'th'}`;
}

/** The month and day of a "MM-DD" birthdate, e.g. '03-05' -> 'March 5th'; null if malformed. */
export function formatBirthday(monthDay: string | null | undefined): string | null {
  const match = /^(\d{2})-(\d{2})$/.exec(monthDay ?? '');
  if (!match) return null;
  const month = Number(match[1]);
  const day = Number(match[2]);
  // 2000 is a leap year, so 02-29 is a real date; the year is never shown.
  const date = new Date(Date.UTC(2000, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${monthFormat.format(date)} ${ordinal(day)}`;
}
