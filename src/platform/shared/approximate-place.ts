/**
 * A place shown "approximately" (docs/security.md, "What is protected"): a city, state and ZIP
 * only when each is recognised as such, otherwise the ZIP alone, otherwise nothing. Never a
 * street, a house number, a unit, a household's or a place's name, nor a ZIP+4 (which narrows
 * to a few houses). Whatever the address's shape: "Johnson Farm, Oak Hollow Road, KS 66002"
 * shows "66002", "The Johnson Home, 92802" shows "92802", free text and non-US addresses show
 * nothing. Pure; shared by every feature that shows a home's whereabouts.
 *
 * A city is recognised only from a structured `city` field, or in a written address where it
 * follows a street line that starts with a house number ("12 Elm St[, Apt 3], Cary, NC 27513"):
 * elsewhere the part before the state may be a road or a name. Either way it must read as a
 * town's name: letters only, no street or household word.
 */
import { US_STATES } from './us-states.ts';

/** An address in parts, as Planning Center's `address_data` or an Address record gives it. */
export interface AddressParts {
  city?: unknown;
  state?: unknown;
  zip?: unknown;
  country?: unknown;
}

interface Found {
  city: string | null;
  state: string | null;
  zip: string | null;
}

const NOTHING: Found = { city: null, state: null, zip: null };
const ZIP = /^(\d{5})(?:-\d{4})?$/;
const US = /^(u\.?s\.?a?\.?|united states( of america)?)$/i;
const STREET_WORDS = new Set(
  (
    'road rd street avenue ave av lane ln drive court ct boulevard blvd way place pl circle cir ' +
    'highway hwy parkway pkwy pike terrace ter trail trl route rte loop alley aly square sq ' +
    'crossing xing expressway expy freeway fwy turnpike tpke'
  ).split(' '),
);
const HOUSEHOLD_WORDS = new Set(
  (
    'the home house farm ranch residence family families household apartment apartments apt ' +
    'suite ste unit building bldg barn church hall center centre cabin cottage estate manor ' +
    'lodge office school room floor box'
  ).split(' '),
);
const UNIT =
  /^(#\s*\w+|(apt|apartment|suite|ste|unit|bldg|building|fl|floor|rm|room|lot|spc|space|trlr)\b)/i;
const STREET_LINE = /^(\d|p\.?\s*o\.?\s*box\b)/i;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The two-letter code of a recognised US state ("KS", "Kansas"), else null. */
function stateCode(value: string): string | null {
  if (/^[A-Z]{2}$/.test(value)) return US_STATES.has(value) ? value : null;
  const name = value.toLowerCase();
  return [...US_STATES].find(([, known]) => known === name)?.[0] ?? null;
}

/** The five-digit ZIP of a ZIP or ZIP+4, else null. */
function zipCode(value: string): string | null {
  return ZIP.exec(value)?.[1] ?? null;
}

/** The value when it reads as a town's name (see the file comment), else null. */
function townName(value: string): string | null {
  if (!/^\p{L}[\p{L} .'’-]{0,39}$/u.test(value) || /\p{L}['’]s?\b/u.test(value)) return null;
  const words = value
    .toLowerCase()
    .split(/[\s.-]+/)
    .filter(Boolean);
  const last = words.at(-1) ?? '';
  if (last === 'st' || last === 'dr' || words.some((w) => STREET_WORDS.has(w))) return null;
  return words.some((w) => HOUSEHOLD_WORDS.has(w)) ? null : value;
}

/** True when the parts before `at` end in a street line with a house number (units skipped). */
function afterStreetLine(parts: string[], at: number): boolean {
  let before = at - 1;
  while (before >= 0 && UNIT.test(parts[before]!)) before -= 1;
  return before >= 0 && STREET_LINE.test(parts[before]!);
}

/** "ST 12345", "New York 12345" or "Town ST 12345" (longest state name first): state, ZIP, town. */
function stateAndZip(part: string): { town: string; state: string; zip: string } | null {
  const match = /^(.+?)\s+(\d{5}(?:-\d{4})?)$/.exec(part);
  if (!match) return null;
  const words = match[1]!.split(/\s+/);
  for (const n of [3, 2, 1].filter((count) => count <= words.length)) {
    const state = stateCode(words.slice(-n).join(' '));
    if (state) return { town: words.slice(0, -n).join(' '), state, zip: zipCode(match[2]!)! };
  }
  return null;
}

/** City, state and ZIP read from a written address (see the file comment). */
function fromText(address: string): Found {
  const parts = address
    .split(/[,\n]/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length > 1 && US.test(parts.at(-1)!)) parts.pop();
  const last = parts.length - 1;
  const tail = parts[last] ?? '';
  const town = (at: number) =>
    at >= 0 && afterStreetLine(parts, at) ? townName(parts[at]!) : null;
  const zip = zipCode(tail);
  if (zip) {
    const state = last > 0 ? stateCode(parts[last - 1]!) : null;
    return state ? { city: town(last - 2), state, zip } : { ...NOTHING, zip };
  }
  const both = stateAndZip(tail);
  if (both) {
    const city = both.town
      ? afterStreetLine(parts, last)
        ? townName(both.town)
        : null
      : town(last - 1);
    return { city, state: both.state, zip: both.zip };
  }
  const state = stateCode(tail);
  return state && last > 0 ? { city: town(last - 1), state, zip: null } : NOTHING;
}

/** City, state and ZIP from an address in parts; nothing for another country's address. */
function fromParts(parts: AddressParts): Found {
  const country = text(parts.country);
  if (country && !US.test(country)) return NOTHING;
  const city = text(parts.city);
  return {
    city: city ? townName(city) : null,
    state: stateCode(text(parts.state)),
    zip: zipCode(text(parts.zip)),
  };
}

/**
 * The approximate place of an address, written or in parts (see the file comment): "Cary, NC
 * 27513", "Cary, NC" (no ZIP), "27513" (no recognised city or state), or "" (nothing
 * recognised). Prefer the parts where Planning Center gives them; a caller holding both may fall
 * back to the written address: `approximatePlace(parts) || approximatePlace(written)`.
 */
export function approximatePlace(address: string | AddressParts | null | undefined): string {
  if (!address) return '';
  const { city, state, zip } = typeof address === 'string' ? fromText(address) : fromParts(address);
  if (city && state) return zip ? `${city}, ${state} ${zip}` : `${city}, ${state}`;
  return zip ?? '';
}
