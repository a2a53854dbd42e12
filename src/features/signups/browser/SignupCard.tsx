/** A sign-up's card: picture, name, facts, times, description, window and its one button. */
import { memo } from 'react';
import type { PublicSignup } from '../shared/api-types.ts';
import { moreTimesText, signupFacts } from '../shared/filter.ts';
import { formatDatedRange } from '../../../platform/shared/dates.ts';
import { signupAnchor } from '../shared/search-record.ts';

/** The picture of a sign-up without its own. */
export const DEFAULT_SIGNUP_IMAGE = '/logo.svg';

/** One sign-up of the list. */
export default memo(function SignupCard({
  signup,
  zone,
}: {
  signup: PublicSignup;
  /** IANA zone of the church. */
  zone: string;
}) {
  const more = moreTimesText(signup.moreTimes);
  return (
    <li className="signup-card card grid-card" id={signupAnchor(signup.id)}>
      <img
        className="card-image"
        src={signup.logoUrl ?? DEFAULT_SIGNUP_IMAGE}
        alt=""
        width="640"
        height="360"
        loading="lazy"
        decoding="async"
      />
      <h3 className="card-title signup-name">{signup.name}</h3>
      {signup.times.length > 0 && (
        <ul className="signup-times">
          {signup.times.map((t) => (
            <li key={t.startsAt}>
              <time dateTime={t.startsAt}>{formatDatedRange(t.startsAt, t.endsAt, zone)}</time>
            </li>
          ))}
          {more && <li className="signup-more">{more}</li>}
        </ul>
      )}
      <dl className="facts">
        {signupFacts(signup).map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {/* sanitized on the server (src/platform/shared/sanitize.ts) before any answer leaves it */}
      <div
        className="signup-description"
        dangerouslySetInnerHTML={{ __html: signup.descriptionHtml }}
      />
      {signup.windowText && <p className="signup-window">{signup.windowText}</p>}
      {signup.url && (
        <a className="button card-action" href={signup.url} rel="noopener noreferrer">
          {signup.buttonText}
          <span className="visually-hidden">: {signup.name}</span>
        </a>
      )}
    </li>
  );
});
