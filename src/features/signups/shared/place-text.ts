/**
 * A sign-up's place in words (decided on the server by place.ts), as the list, the event pages
 * and the search index show it. Apart from place.ts so the browser carries none of the rule.
 * Pure.
 */
import type { SignupPlace } from './api-types.ts';

/** The place in words, as the list and the event pages show it. */
export function placeText(place: SignupPlace | null): string {
  if (!place) return '';
  if (place.kind === 'online') return 'Online';
  if (place.kind === 'city') return `Near ${place.text}`;
  return place.address.startsWith(place.name) ? place.address : `${place.name}, ${place.address}`;
}
