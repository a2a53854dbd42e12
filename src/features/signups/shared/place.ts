/**
 * Where a sign-up happens, as the public may see it (docs/security.md, "What is protected").
 * The site's token is an administrator's, so Planning Center sends every address whole, and a
 * location's name says nothing sure about whose it is ("The Millers'", "Lakehouse"). So it fails
 * closed:
 * - an online sign-up says "Online"; its meeting link (`url`) never leaves the server;
 * - a place the church names as public (public-places.ts) shows the name and address staff
 *   wrote for it;
 * - any other address shows only its area, by the platform's rule for homes
 *   (src/platform/shared/approximate-place.ts), as the groups show one;
 * coordinates and `address_data` are never read. Pure.
 */
import type { SignupPlace } from './api-types.ts';
import { publicPlaceAt, type PublicPlace } from './public-places.ts';
import { approximatePlace } from '../../../platform/shared/approximate-place.ts';

type Attrs = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Only the area of an address, or null when none is recognised. */
function areaOf(address: string): SignupPlace | null {
  const area = approximatePlace(address);
  return area ? { kind: 'city', text: area } : null;
}

/** The place of a sign-up's location resource (see the file comment); null for nothing to show. */
export function signupPlace(
  location: Attrs | undefined,
  places: readonly PublicPlace[],
): SignupPlace | null {
  if (!location) return null;
  if (location['location_type'] === 'online') return { kind: 'online' };
  const open = publicPlaceAt(location, places);
  if (open) return { kind: 'venue', name: open.name, address: open.address };
  return areaOf(text(location['full_formatted_address']) || text(location['formatted_address']));
}

/**
 * A kept place decided again with today's public places (an outage serves a kept answer): a
 * place no longer named public shows only its area.
 */
export function placeAgain(
  place: SignupPlace | null,
  places: readonly PublicPlace[],
): SignupPlace | null {
  if (place?.kind !== 'venue') return place;
  return signupPlace({ location_type: 'address', formatted_address: place.address }, places);
}
