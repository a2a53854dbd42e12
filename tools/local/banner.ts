/** What `npm start` and `npm run preview` print under their address in demo mode. */
import { DEMO_PASSWORDS, type Config } from '../../src/platform/server/config/index.ts';

/** The demo's passwords and where its data lives; nothing outside demo mode. */
export function demoBanner(settings: Config, storageNote: string): string[] {
  if (!settings.demo) return [];
  return [
    `Demo mode: Planning Center emulator, ${storageNote}`,
    `  directory password:       ${DEMO_PASSWORDS.directory}`,
    `  teacher portal password:  ${DEMO_PASSWORDS.dccyouth}`,
    `  podcast admin password:   ${DEMO_PASSWORDS.podcastadmin}`,
  ];
}
