/**
 * The places the church names as public (docs/security.md, "What is protected"): its own
 * address (src/content/church.json) and the "Public places" staff list
 * (src/content/public-places.json). A sign-up's location is one of them only when its address,
 * in the shared form of address-key.ts, is the place's own word for word (a unit the place
 * lacks, another house number or another town is not); the name Planning Center gives counts
 * for nothing. Pure.
 */
import { addressKey, withoutZip } from './address-key.ts';

type Attrs = Record<string, unknown>;

/** A public place as staff wrote it: the words the site shows for it. */
export interface PublicPlace {
  name: string;
  address: string;
}

/** The church's facts that make its address (church.json). */
export interface ChurchAddress {
  name: string;
  street: string;
  city: string;
  state: string;
  zip: string;
}

/** The church's own address as a public place. */
export function churchPlace(church: ChurchAddress): PublicPlace {
  const address = `${church.street}, ${church.city}, ${church.state} ${church.zip}`;
  return { name: church.name, address };
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The keys of an address, and of it from its street on when a name is written first. */
function keysOf(address: string): string[] {
  const parts = address.split(',');
  const street = parts.findIndex((part, at) => at > 0 && /^\s*\d/.test(part));
  const written = street > 0 ? [address, parts.slice(street).join(',')] : [address];
  return written.map(addressKey).filter(Boolean);
}

const same = (a: string, b: string) => a === b || withoutZip(a) === b || a === withoutZip(b);

/**
 * The public place a Planning Center SignupLocation is at, or null (see the file comment). A
 * `subpremise` (a flat, a suite) must be part of the address that matches.
 */
export function publicPlaceAt(location: Attrs, places: readonly PublicPlace[]): PublicPlace | null {
  if (location['location_type'] !== 'address') return null;
  const unit = addressKey(text(location['subpremise']));
  const keys = [text(location['formatted_address']), text(location['full_formatted_address'])]
    .flatMap(keysOf)
    .filter((key) => !unit || ` ${key} `.includes(` ${unit} `));
  return (
    places.find((place) => {
      const own = keysOf(place.address);
      return keys.some((key) => own.some((mine) => same(key, mine)));
    }) ?? null
  );
}
