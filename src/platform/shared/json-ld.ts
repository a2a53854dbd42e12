/** schema.org JSON-LD for search engines: the church, its events and sermon episodes. */

export interface ChurchFacts {
  name: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  email: string;
}

/** A schema.org object as it is written into a page. */
export type JsonLd = Record<string, unknown>;

/** Serializes JSON-LD so it is safe inside a <script> element (no `</script>` breakout). */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
}

/** The church with its address, Sunday service and office hours. */
export function churchJsonLd(church: ChurchFacts, site: URL): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Church',
    name: church.name,
    url: site.href,
    logo: new URL('/logo.svg', site).href,
    telephone: church.phone,
    email: church.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: church.street,
      addressLocality: church.city,
      addressRegion: church.state,
      postalCode: church.zip,
      addressCountry: 'US',
    },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        name: 'Church office (voice mail at any time)',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '15:00',
      },
    ],
    event: {
      '@type': 'Event',
      name: 'Sunday Worship Service',
      eventSchedule: {
        '@type': 'Schedule',
        byDay: 'https://schema.org/Sunday',
        repeatFrequency: 'P1W',
        startTime: '10:30',
        scheduleTimezone: 'America/New_York',
      },
      location: { '@type': 'Place', name: church.name },
    },
  };
}

/** Where the church's events happen, for search engines. */
export interface EventPlace {
  name: string;
  address: string;
}

/** The postal place of the church, from its facts. */
export function churchPlace(church: ChurchFacts): EventPlace {
  return {
    name: church.name,
    address: `${church.street}, ${church.city}, ${church.state} ${church.zip}`,
  };
}

/** One schema.org Event per listed occurrence. */
export function eventsJsonLd(
  entries: readonly { name: string; startsAt: string; endsAt: string; image: string }[],
  place: EventPlace,
  site: URL,
): JsonLd[] {
  return entries.map((entry) => ({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: entry.name,
    startDate: entry.startsAt,
    endDate: entry.endsAt,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: { '@type': 'Place', name: place.name, address: place.address },
    image: new URL(entry.image, site).href,
  }));
}
