/**
 * The admin's notice that the site's own code failed to make a public answer and visitors were
 * shown the copy kept from before (docs/operations.md, "When an answer is a kept copy"): it is
 * a fault to report, never Planning Center's. Nothing when there was none in the last week.
 */
import type { PodcastAdminInfo } from '../shared/types.ts';

/** One line per answer the site's code failed to make. */
export function CodeFaultNote({ faults }: { faults: PodcastAdminInfo['codeFaults'] }) {
  if (!faults.length) return null;
  return (
    <div className="podcast-note card" role="alert">
      {faults.map(({ answer, message, when }) => (
        <p key={answer}>
          <strong>The site&rsquo;s own code failed to make the {answer} answer</strong> ({when}:{' '}
          {message}). Visitors were shown the copy kept from before, so it may be out of date.
          Please tell whoever looks after the website: this is a fault in the site, not in Planning
          Center.
        </p>
      ))}
    </div>
  );
}
