/** A person's contact items as the directory modal lists them (docs/requirements.md section 2). */
import type { Address, Email, PersonAnswer, PhoneNumber } from './api-types.ts';

/** The person's emails, addresses and phone numbers, each list in the order received. */
export interface ContactLists {
  emails: Email['attributes'][];
  addresses: Address['attributes'][];
  phones: PhoneNumber['attributes'][];
}

/** Splits the included contact items by kind. */
export function contactLists(included: PersonAnswer['included']): ContactLists {
  const lists: ContactLists = { emails: [], addresses: [], phones: [] };
  for (const item of included) {
    if (item.type === 'Email') lists.emails.push(item.attributes);
    else if (item.type === 'Address') lists.addresses.push(item.attributes);
    else lists.phones.push(item.attributes);
  }
  return lists;
}

/** 'street, city, state zip', skipping empty parts. */
export function addressText(address: Address['attributes']): string {
  const region = [address.state, address.zip].filter(Boolean).join(' ');
  return [address.street, address.city, region].filter(Boolean).join(', ');
}

/** A maps search for the address (Google's documented search URL; any phone opens it). */
export function mapsSearchUrl(address: Address['attributes']): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(addressText(address))}`;
}
