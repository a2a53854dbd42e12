/** The podcast admin page's one island: the login gate for user `podcastadmin`, then the form. */
import { LoginGate } from '../../login/browser/components.ts';
import { PodcastForm } from './PodcastForm.tsx';

/** Shows the login screen unless the session is the podcast admin's. */
export default function PodcastAdmin() {
  return (
    <LoginGate user="podcastadmin" title="Podcast Administration">
      <PodcastForm />
    </LoginGate>
  );
}
