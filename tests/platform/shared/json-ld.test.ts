import { describe, expect, test } from 'vitest';
import {
  churchJsonLd,
  churchPlace,
  eventsJsonLd,
  serializeJsonLd,
} from '../../../src/platform/shared/json-ld.ts';

const church = {
  name: 'Dogwood Community Church',
  street: '2400 Dogwood Lane',
  city: 'Cary',
  state: 'NC',
  zip: '27513',
  phone: '919-555-0142',
  email: 'office@dogwoodcc.org',
};
const site = new URL('https://dogwoodcc.org');

describe('churchJsonLd', () => {
  test('describes the church with its address, Sunday 10:30 service and weekday office hours', () => {
    const data = churchJsonLd(church, site);
    expect(data['@type']).toBe('Church');
    expect(data['address']).toMatchObject({
      streetAddress: '2400 Dogwood Lane',
      postalCode: '27513',
    });
    expect(JSON.stringify(data['event'])).toContain('"startTime":"10:30"');
    const [office] = data['openingHoursSpecification'] as {
      opens: string;
      closes: string;
      dayOfWeek: string[];
    }[];
    expect(office).toMatchObject({ opens: '09:00', closes: '15:00' });
    expect(office?.dayOfWeek).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
  });
});

describe('serializeJsonLd', () => {
  test('cannot close the surrounding script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

describe('eventsJsonLd', () => {
  test('makes one Event per listed occurrence, at the church, with an absolute image', () => {
    const entries = [
      {
        name: 'Sunday Worship',
        startsAt: '2026-11-29T15:30:00Z',
        endsAt: '2026-11-29T17:00:00Z',
        image: '/logo.svg',
      },
      {
        name: 'D-Nite',
        startsAt: '2026-11-29T23:30:00Z',
        endsAt: '2026-11-30T01:00:00Z',
        image: 'https://img.example/d.png',
      },
    ];
    const data = eventsJsonLd(entries, churchPlace(church), site);
    expect(data).toHaveLength(2);
    expect(data[0]).toMatchObject({
      '@type': 'Event',
      name: 'Sunday Worship',
      startDate: '2026-11-29T15:30:00Z',
      image: 'https://dogwoodcc.org/logo.svg',
    });
    expect(data[1]?.['location']).toEqual({
      '@type': 'Place',
      name: 'Dogwood Community Church',
      address: '2400 Dogwood Lane, Cary, NC 27513',
    });
  });
});
