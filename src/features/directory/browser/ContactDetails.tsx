/** The modal's lists: Email, Address, Phone Number and Birthday (docs/requirements.md section 2). */
import type { ReactNode } from 'react';
import type { PersonAnswer } from '../shared/api-types.ts';
import { addressText, contactLists, mapsSearchUrl } from '../shared/contact.ts';
import { formatBirthday } from '../shared/ordinal.ts';
import { formatPhone, telUri } from '../shared/phone.ts';

/** A labelled list that is left out when empty. */
function Section({ title, children }: { title: string; children: ReactNode[] }) {
  if (children.length === 0) return null;
  return (
    <section className="contact-section">
      <h3>{title}</h3>
      <ul>{children}</ul>
    </section>
  );
}

/** Every contact item of one person, each a link that does the obvious thing. */
export function ContactDetails({ person }: { person: PersonAnswer }) {
  const { emails, addresses, phones } = contactLists(person.included);
  const birthday = formatBirthday(person.data.attributes.birthdate);
  return (
    <div className="contact-details">
      <Section title="Email">
        {emails.map((email, i) => (
          <li key={i}>
            <span className="contact-label">{email.location}</span>{' '}
            <a href={`mailto:${email.address}`}>{email.address}</a>
          </li>
        ))}
      </Section>
      <Section title="Address">
        {addresses.map((address, i) => (
          <li key={i}>
            <span className="contact-label">{address.location}</span>{' '}
            <a href={mapsSearchUrl(address)} target="_blank" rel="noopener noreferrer">
              {addressText(address)}
            </a>
          </li>
        ))}
      </Section>
      <Section title="Phone Number">
        {phones.map((phone, i) => (
          <li key={i}>
            <span className="contact-label">{phone.location}</span>{' '}
            <a href={telUri(phone.number)}>{formatPhone(phone.number)}</a>
          </li>
        ))}
      </Section>
      {birthday && (
        <section className="contact-section">
          <h3>Birthday</h3>
          <p>{birthday}</p>
        </section>
      )}
    </div>
  );
}
