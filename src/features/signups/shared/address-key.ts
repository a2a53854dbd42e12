/**
 * One written address in a form two spellings of it share (docs/security.md, "What is
 * protected"): lower case, without accents or punctuation, with street words, directions, unit
 * words and state names abbreviated as the Postal Service does ("500 Park Rd., Cary, North
 * Carolina 27519-4410, USA" and "500 Park Road, Cary, NC 27519" are both "500 park rd cary nc
 * 27519"). Every other word is kept, in order: an address parser reads what it knows and drops
 * the rest (one read "100 1/2 Main St" as 100 Main St), and here a dropped word could make a
 * home look like a public place. Pure.
 */
import { US_STATES } from '../../../platform/shared/us-states.ts';

/** Longer than any real address: anything longer is no address to compare. */
const MAX_LENGTH = 300;

const WORDS: Record<string, string> = Object.fromEntries(
  (
    'street:st saint:st road:rd avenue:ave av:ave drive:dr lane:ln court:ct circle:cir ' +
    'boulevard:blvd parkway:pkwy highway:hwy place:pl terrace:ter trail:trl square:sq ' +
    'crossing:xing expressway:expy freeway:fwy turnpike:tpke alley:aly route:rte center:ctr ' +
    'centre:ctr mount:mt fort:ft point:pt north:n south:s east:e west:w northeast:ne ' +
    'northwest:nw southeast:se southwest:sw apartment:unit apt:unit suite:unit ste:unit #:unit'
  )
    .split(' ')
    .map((pair) => pair.split(':') as [string, string]),
);

/** State names, longest first, so "west virginia" is read before "virginia". */
const STATE_NAMES = [...US_STATES]
  .map(([code, name]) => [name, code.toLowerCase()] as const)
  .sort((a, b) => b[0].length - a[0].length);

const COUNTRY = /(?:\s+(?:usa|us|united states(?: of america)?))$/;

/** The address's words in the shared form (see the file comment); '' for no address. */
export function addressKey(address: string): string {
  if (address.length > MAX_LENGTH) return '';
  let text = ` ${address
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\b(\d{5})-\d{4}\b/g, '$1')
    .replace(/['’.]/g, '')
    .replace(/#/g, ' # ')
    .replace(/[^a-z0-9#/]+/g, ' ')
    .trim()} `;
  for (const [name, code] of STATE_NAMES) text = text.replaceAll(` ${name} `, ` ${code} `);
  const words = text.trim().replace(COUNTRY, '').split(' ').filter(Boolean);
  return words
    .map((word) => WORDS[word] ?? word)
    .filter((word, at, all) => !(word === 'unit' && all[at - 1] === 'unit'))
    .join(' ');
}

/** The key without a trailing ZIP, for an address written once with its ZIP and once without. */
export function withoutZip(key: string): string {
  return key.replace(/ \d{5}$/, '');
}
