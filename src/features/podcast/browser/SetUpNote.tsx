/**
 * The admin's notice that parts of the site are off because the deploy has not set their
 * Planning Center ids (docs/operations.md section 3): visitors there are told it is not set up
 * yet. Nothing when every id is set.
 */
import type { PodcastAdminInfo } from '../shared/types.ts';

/** One note naming each unset variable and where to set it. */
export function SetUpNote({ unset }: { unset: PodcastAdminInfo['unset'] }) {
  if (!unset.length) return null;
  return (
    <div className="podcast-note card" role="note">
      <p>
        <strong>Parts of the site are off until these are set:</strong> {unset.join(', ')}. Visitors
        there are told the page is not set up yet; everything else works. Set each in
        Netlify&rsquo;s environment variables, as section 3 of the site&rsquo;s operations guide
        (docs/operations.md) describes, and run <code>npm run doctor</code> to check.
      </p>
    </div>
  );
}
