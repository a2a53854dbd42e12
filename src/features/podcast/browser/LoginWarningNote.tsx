/**
 * The admin's warning that someone may be guessing a shared password: an area had more failed
 * logins in the last hour than its ceiling (docs/requirements.md section 9). Nothing when none.
 */
import type { PodcastAdminInfo } from '../shared/types.ts';

const AREA_NAMES: Record<string, string> = {
  directory: 'the member directory',
  dccyouth: 'the teacher portal',
  podcastadmin: 'this podcast admin page',
};

/**
 * One warning per area past its ceiling: members can still log in from a browser they have used
 * there; for a capped area, other browsers share a few tries an hour.
 */
export function LoginWarningNote({ warnings }: { warnings: PodcastAdminInfo['loginWarnings'] }) {
  if (!warnings.length) return null;
  return (
    <div className="podcast-note card" role="alert">
      {warnings.map(({ area, ceiling, newBrowserCap }) => (
        <p key={area}>
          <strong>Someone may be guessing the password of {AREA_NAMES[area] ?? area}.</strong> It
          had more than {ceiling} failed logins in the last hour. Further guesses are slowed and
          members can still log in from a browser they have logged in with before
          {newBrowserCap === undefined
            ? ''
            : `; other browsers share ${newBrowserCap} tries an hour until it calms down, so a new browser may have to wait`}
          . If this goes on, choose a new, longer password (docs/operations.md section 4).
        </p>
      ))}
    </div>
  );
}
