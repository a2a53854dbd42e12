/**
 * Where a group meets, as a stranger may see it (docs/security.md, "What is protected"). The site's token
 * is an administrator's, so Planning Center sends the exact address whatever the church chose;
 * this applies the location's display preference itself:
 * - a virtual group meets online; its meeting link never leaves the server;
 * - `hidden` (or no preference, or one not known) shows nothing of where;
 * - `approximate` shows the city, state and ZIP only when recognised, else the ZIP or nothing,
 *   never a street or a place's name (src/platform/shared/approximate-place.ts);
 * - `exact` shows the place's name and address.
 * Coordinates are never shown. Pure.
 */
import type { GroupPlace } from './api-types.ts';
import { approximatePlace } from '../../../platform/shared/approximate-place.ts';

type Attrs = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Where the group meets, from its attributes and its location's (see the file comment). */
export function groupPlace(group: Attrs, location: Attrs | undefined): GroupPlace | null {
  if (group['location_type_preference'] === 'virtual') return { kind: 'online' };
  if (!location) return null;
  const address = text(location['full_formatted_address']);
  if (location['display_preference'] === 'exact' && address)
    return { kind: 'address', name: text(location['name']), text: address };
  if (location['display_preference'] === 'approximate') {
    const area = approximatePlace(address);
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
