/**
 * Where a sign-up happens, as the public may see it (docs/security.md, "What is protected").
 * The site's token is an administrator's, so Planning Center sends every address whole:
 * - an online sign-up says "Online"; its meeting link (`url`) never leaves the server;
 * - a public venue (a named place with an address and no flat or unit) shows its name and
 *   formatted address;
 * - anything else is treated as a home: only its area, by the platform's rule for homes
 *   (src/platform/shared/approximate-place.ts), as the groups show one;
 * coordinates and `address_data` are never read. Pure.
 */
import type { SignupPlace } from './api-types.ts';
import { approximatePlace } from '../../../platform/shared/approximate-place.ts';

type Attrs = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Names a host's own home, as churches name them ("The Smiths' home", "Lee residence"). */
const HOME = /\b(home|house|residence|apartment|apt|flat|condo)\b/i;

/** True when the location reads as a public venue rather than someone's home. */
function isVenue(location: Attrs, name: string, address: string): boolean {
  return (
    location['location_type'] === 'address' &&
    name !== '' &&
    address !== '' &&
    !HOME.test(name) &&
    text(location['subpremise']) === ''
  );
}

/** The place of a sign-up's location resource (see the file comment); null for nothing to show. */
export function signupPlace(location: Attrs | undefined): SignupPlace | null {
  if (!location) return null;
  if (location['location_type'] === 'online') return { kind: 'online' };
  const name = text(location['name']);
  const address = text(location['formatted_address']) || text(location['full_formatted_address']);
  if (isVenue(location, name, address)) return { kind: 'venue', name, address };
  const area = approximatePlace(text(location['full_formatted_address']) || address);
  return area ? { kind: 'city', text: area } : null;
}

/** The place in words, as the list and the event pages show it. */
export function placeText(place: SignupPlace | null): string {
  if (!place) return '';
  if (place.kind === 'online') return 'Online';
  if (place.kind === 'city') return `Near ${place.text}`;
  return place.address.startsWith(place.name) ? place.address : `${place.name}, ${place.address}`;
}
