/** The directory page's one island: the login gate for user `directory`, then the directory. */
import { LoginGate } from '../../login/browser/components.ts';
import { DirectoryApp } from './DirectoryApp.tsx';

/** Shows the login screen unless the session is the directory's. */
export default function Directory() {
  return (
    <LoginGate user="directory" title="Church Directory">
      <DirectoryApp />
    </LoginGate>
  );
}
