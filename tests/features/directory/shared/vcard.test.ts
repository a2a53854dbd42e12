import { describe, expect, test } from 'vitest';
import type { PersonAnswer } from '../../../../src/features/directory/shared/api-types.ts';
import {
  escapeText,
  foldLine,
  personVCard,
  vCardFile,
  vCardFilename,
} from '../../../../src/features/directory/shared/vcard.ts';

const jane: PersonAnswer = {
  data: {
    type: 'Person',
    id: '7',
    attributes: {
      first_name: 'Jane',
      last_name: "O'Neil, Jr; \\x",
      name: 'Jane O’Neil',
      avatar: '/a.png',
      membership: 'Member',
      birthdate: '03-05',
    },
  },
  included: [
    { type: 'Email', id: 'e1', attributes: { address: 'jane@example.com', location: 'Home' } },
    { type: 'PhoneNumber', id: 'p1', attributes: { number: '(919) 555-0142', location: 'Mobile' } },
    { type: 'PhoneNumber', id: 'p2', attributes: { number: '9195550199', location: 'Other' } },
    {
      type: 'Address',
      id: 'a1',
      attributes: {
        street: '1 Main St, Apt 2',
        city: 'Cary',
        state: 'NC',
        zip: '27513',
        location: 'Home',
      },
    },
  ],
};

describe('escapeText', () => {
  test('escapes backslash, comma, semicolon and newlines', () => {
    expect(escapeText('a\\b,c;d\ne')).toBe('a\\\\b\\,c\\;d\\ne');
  });
});

describe('foldLine', () => {
  test('leaves a line of 75 octets alone', () => {
    const line = 'x'.repeat(75);
    expect(foldLine(line)).toBe(line);
  });
  test('folds longer lines so no physical line passes 75 octets', () => {
    const folded = foldLine('NOTE:' + 'y'.repeat(200));
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(lines.map((line, i) => (i === 0 ? line : line.slice(1))).join('')).toBe(
      'NOTE:' + 'y'.repeat(200),
    );
  });
  test('never splits a multi-octet character', () => {
    const folded = foldLine('FN:' + 'é'.repeat(100));
    for (const line of folded.split('\r\n')) {
      expect(line).not.toContain('\uFFFD');
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    expect(folded.replace(/\r\n /g, '')).toBe('FN:' + 'é'.repeat(100));
  });
});

describe('personVCard', () => {
  const card = personVCard(jane);
  test('is a vCard 4.0 with CRLF line endings', () => {
    expect(card.startsWith('BEGIN:VCARD\r\nVERSION:4.0\r\n')).toBe(true);
    expect(card.endsWith('END:VCARD\r\n')).toBe(true);
    expect(card.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });
  test('has FN and N with escaped components', () => {
    expect(card).toContain('\r\nFN:Jane O’Neil\r\n');
    expect(card).toContain("\r\nN:O'Neil\\, Jr\\; \\\\x;Jane;;;\r\n");
  });
  test('has typed email, tel URIs and addresses', () => {
    expect(card).toContain('\r\nEMAIL;TYPE=home:jane@example.com\r\n');
    expect(card).toContain('\r\nTEL;VALUE=uri;TYPE=cell:tel:+1-919-555-0142\r\n');
    expect(card).toContain('\r\nTEL;VALUE=uri:tel:+1-919-555-0199\r\n');
    expect(card).toContain('\r\nADR;TYPE=home:;;1 Main St\\, Apt 2;Cary;NC;27513;\r\n');
  });
  test('has the birthday without a year', () => {
    expect(card).toContain('\r\nBDAY:--0305\r\n');
  });
  test('leaves BDAY out when the birthday is unknown', () => {
    const noBirthday = {
      ...jane,
      data: { ...jane.data, attributes: { ...jane.data.attributes, birthdate: null } },
    };
    expect(personVCard(noBirthday)).not.toContain('BDAY');
  });
});

describe('vCardFile', () => {
  test('puts one card per person in one file', () => {
    const file = vCardFile([jane, jane]);
    expect(file.match(/BEGIN:VCARD\r\n/g)).toHaveLength(2);
    expect(file.match(/END:VCARD\r\n/g)).toHaveLength(2);
  });
});

describe('vCardFilename', () => {
  test('keeps letters and removes path characters', () => {
    expect(vCardFilename('Jane O’Neil')).toBe('Jane O Neil.vcf');
    expect(vCardFilename('../etc/passwd')).toBe('.. etc passwd.vcf');
    expect(vCardFilename('Smith Household')).toBe('Smith Household.vcf');
    expect(vCardFilename('///')).toBe('contact.vcf');
  });
});
