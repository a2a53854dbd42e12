/**
 * vCard 4.0 (RFC 6350) for "Save contact": one card per person, several cards in one file for
 * a household. CRLF line endings, lines folded at 75 octets, text values escaped.
 */
import type { Address, Email, PersonAnswer, PhoneNumber } from './api-types.ts';
import { telUri } from './phone.ts';

const CRLF = '\r\n';
const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/** Escapes a TEXT value or component: backslash, comma, semicolon and line breaks (3.4). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line so no physical line passes 75 octets (3.2); a continuation line starts
 * with one space. Multi-octet UTF-8 characters are never split.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** The TYPE parameter for a Planning Center location label ('Home', 'Work', 'Mobile', ...). */
function typeParam(location: string, kind: 'email' | 'tel' | 'adr'): string {
  const label = location.trim().toLowerCase();
  if (label === 'home' || label === 'work') return `;TYPE=${label}`;
  if (kind === 'tel' && (label === 'mobile' || label === 'cell')) return ';TYPE=cell';
  return '';
}

function contactLines(included: PersonAnswer['included']): string[] {
  const lines: string[] = [];
  for (const item of included.filter((i): i is Email => i.type === 'Email')) {
    const e = item.attributes;
    lines.push(`EMAIL${typeParam(e.location, 'email')}:${escapeText(e.address)}`);
  }
  for (const item of included.filter((i): i is PhoneNumber => i.type === 'PhoneNumber')) {
    const p = item.attributes;
    lines.push(`TEL;VALUE=uri${typeParam(p.location, 'tel')}:${telUri(p.number)}`);
  }
  for (const item of included.filter((i): i is Address => i.type === 'Address')) {
    const a = item.attributes;
    const parts = ['', '', a.street, a.city, a.state, a.zip, ''].map(escapeText);
    lines.push(`ADR${typeParam(a.location, 'adr')}:${parts.join(';')}`);
  }
  return lines;
}

/** One vCard for a person's details; BDAY is month and day only (--MMDD). */
export function personVCard(person: PersonAnswer): string {
  const a = person.data.attributes;
  const lines = [
    'BEGIN:VCARD',
    'VERSION:4.0',
    `FN:${escapeText(a.name || `${a.first_name} ${a.last_name}`.trim())}`,
    `N:${[a.last_name, a.first_name, '', '', ''].map(escapeText).join(';')}`,
    ...contactLines(person.included),
  ];
  const birthday = /^(\d{2})-(\d{2})$/.exec(a.birthdate ?? '');
  if (birthday) lines.push(`BDAY:--${birthday[1]}${birthday[2]}`);
  lines.push('END:VCARD');
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** One .vcf file holding a card for each person, in the order given. */
export function vCardFile(people: PersonAnswer[]): string {
  return people.map(personVCard).join('');
}

/** A safe download name such as 'Jane Smith.vcf'. */
export function vCardFilename(name: string): string {
  const safe = name
    .replace(/[^\p{L}\p{N} .'-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${safe || 'contact'}.vcf`;
}
