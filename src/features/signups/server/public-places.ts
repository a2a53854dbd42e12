/**
 * The places the church names as public (shared/public-places.ts): its own address from the
 * church's facts (src/content/church.json) and the "Public places" staff list
 * (src/content/public-places.json), both shipped with the functions (a change is a deploy) and
 * read once per instance, checked with the schemas the build checks them with.
 */
import { readContentFile } from '../../../platform/server/content-file.ts';
import { CHURCH_FILE } from '../../church/content.ts';
import { churchPlace, type PublicPlace } from '../shared/public-places.ts';
import { PUBLIC_PLACES_FILE } from '../shared/public-places-schema.ts';

/** The church's own address first, then the places staff list. */
export async function publicPlaces(): Promise<PublicPlace[]> {
  const [church, listed] = await Promise.all([
    readContentFile(CHURCH_FILE),
    readContentFile(PUBLIC_PLACES_FILE),
  ]);
  return [churchPlace(church), ...listed.map(({ name, address }) => ({ name, address }))];
}
