/**
 * Where a group meets, as a stranger may see it (docs/security.md, "What is protected"). The site's token
 * is an administrator's, so Planning Center sends the exact address whatever the church chose;
 * this applies the location's display preference itself:
 * - a virtual group meets online; its meeting link never leaves the server;
 * - `hidden` (or no preference, or one not known) shows nothing of where;
 * - `approximate` shows the city, state and ZIP only, never a street or a place's name;
 * - `exact` shows the place's name and address.
 * Coordinates are never shown. Pure.
 */
import type { GroupPlace } from './api-types.ts';

type Attrs = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

const ZIP = /\b\d{5}(?:-\d{4})?\b/;
const COUNTRY = /^(usa|us|united states( of america)?|canada)$/i;

/** "City, ST" from an address without a ZIP ("12 Elm St, Springfield, IL"), else null. */
function cityAndState(parts: string[]): string | null {
  const [city, state] = parts.slice(-2);
  return parts.length >= 2 && /^[A-Za-z]{2}$/.test(state!) && !/\d/.test(city!)
    ? `${city}, ${state}`
    : null;
}

/**
 * "City, ST 12345" from a full address ("12 Elm St, Apt 3, Anaheim, CA 92802, USA"): the part
 * with the ZIP and the one before it, when that one holds no digit (a street has some). Null
 * when the address cannot be read that way: better nothing than a street.
 */
export function approximateArea(address: string): string | null {
  const parts = address
    .split(/[,\n]/)
    .map((part) => part.trim())
    .filter((part) => part && !COUNTRY.test(part));
  const at = parts.findLastIndex((part) => ZIP.test(part));
  if (at < 0) return cityAndState(parts);
  const zipPart = parts[at]!;
  // "CA 92802": only a state (letters) may stand beside the ZIP
  const stateZip = /^([A-Za-z]{2,}\s+)?\d{5}(?:-\d{4})?$/.test(zipPart) ? zipPart : null;
  if (!stateZip) return null;
  const city = parts[at - 1];
  return city && !/\d/.test(city) ? `${city}, ${stateZip}` : stateZip;
}

/** Where the group meets, from its attributes and its location's (see the file comment). */
export function groupPlace(group: Attrs, location: Attrs | undefined): GroupPlace | null {
  if (group['location_type_preference'] === 'virtual') return { kind: 'online' };
  if (!location) return null;
  const address = text(location['full_formatted_address']);
  if (location['display_preference'] === 'exact' && address)
    return { kind: 'address', name: text(location['name']), text: address };
  if (location['display_preference'] === 'approximate') {
    const area = approximateArea(address);
    return area ? { kind: 'area', text: area } : null;
  }
  return null;
}

/** The place in words, as the list and the group's page show it. */
export function placeText(place: GroupPlace | null): string {
  if (!place) return '';
  if (place.kind === 'online') return 'Meets online';
  if (place.kind === 'area') return `Meets near ${place.text}`;
  return place.name && !place.text.startsWith(place.name)
    ? `${place.name}, ${place.text}`
    : place.text;
}
