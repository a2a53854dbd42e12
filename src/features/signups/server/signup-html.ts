/**
 * A sign-up's facts and button on its event's page (docs/requirements.md section 2, Sign-ups),
 * as HTML the page function fills in: the same words the events page shows, from the one
 * public answer (server/signups.ts).
 */
import type { PublicSignup } from '../shared/api-types.ts';
import { moreTimesText, signupFacts } from '../shared/filter.ts';
import { formatDatedRange } from '../../../platform/shared/dates.ts';
import { html, Html } from '../../../platform/shared/html.ts';

/** The sign-up's section for an event page. */
export function signupSection(signup: PublicSignup, zone: string): Html {
  const more = moreTimesText(signup.moreTimes);
  return html`<section class="detail-section event-signup" aria-labelledby="signup-title">
    <h2 id="signup-title">Sign up: ${signup.name}</h2>
    ${
      signup.times.length
        ? html`<ul class="detail-occurrences">
            ${signup.times.map(
              (t) =>
                html`<li>
                  <time datetime="${t.startsAt}"
                    >${formatDatedRange(t.startsAt, t.endsAt, zone)}</time
                  >
                </li>`,
            )}
            ${more ? html`<li>${more}</li>` : ''}
          </ul>`
        : ''
    }
    <dl class="facts detail-facts">
      ${signupFacts(signup).map(
        (f) =>
          html`<div>
            <dt>${f.label}</dt>
            <dd>${f.value}</dd>
          </div>`,
      )}
    </dl>
    <div>${new Html(signup.descriptionHtml)}</div>
    ${signup.windowText ? html`<p><strong>${signup.windowText}</strong></p>` : ''}
  </section>`;
}

/** The sign-up's one button, in place of the event's bare Register link. */
export function signupButton(signup: PublicSignup): Html {
  if (!signup.url) return html``;
  return html`<a class="button" href="${signup.url}" rel="noopener noreferrer"
    >${signup.buttonText}<span class="visually-hidden">: ${signup.name}</span></a
  >`;
}
