/** Every portal page: the login gate for user `dccyouth`, the portal menu, then the page. */
import type { ReactNode } from 'react';
import { LoginGate } from '../../login/browser/components.ts';
import { PortalNav, type PortalPage } from './PortalNav.tsx';
import './portal.css';

/** Wraps a portal screen; nothing of it renders before the teacher has logged in. */
export function PortalShell({ page, children }: { page: PortalPage; children: ReactNode }) {
  return (
    <LoginGate user="dccyouth" title="Teacher Portal" heading="Teacher Portal">
      <div className="portal">
        <PortalNav page={page} />
        <div className="portal-content">{children}</div>
      </div>
    </LoginGate>
  );
}
