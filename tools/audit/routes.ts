/** Static routes of docs/requirements.md section 2 with their titles, for tests and the audit. */
import type { Area } from '../../src/platform/shared/api-types.ts';

/** Public routes and the main heading each shows. */
export const PUBLIC_PAGES: { path: string; heading: RegExp }[] = [
  { path: '/', heading: /welcome/i },
  { path: '/about', heading: /about dcc/i },
  { path: '/youth', heading: /children & youth/i },
  { path: '/events', heading: /what's happening/i },
  { path: '/media', heading: /media/i },
  { path: '/worship', heading: /worship/i },
  { path: '/give', heading: /give/i },
  { path: '/getinvolved', heading: /get involved/i },
  { path: '/familypromise', heading: /family promise/i },
  { path: '/gifts', heading: /gifts/i },
  // the demo build has the group finder (PCO_GROUPS)
  { path: '/groups', heading: /find a group/i },
  { path: '/search', heading: /search/i },
];

export const PUBLIC_ROUTES = PUBLIC_PAGES.map((p) => p.path);

/** Public pages without islands: at most the nav's script, and a text page's weight budget. */
export const TEXT_ROUTES = ['/about', '/give', '/getinvolved', '/familypromise', '/gifts'];

export interface GatedRoute {
  path: string;
  user: Area;
  label?: string;
  /** A selector that exists once the logged-in page has its data. */
  ready?: string;
  /** A selector to click that opens a dialog to audit as well. */
  open?: string;
}

export const GATED_ROUTES: GatedRoute[] = [
  {
    path: '/directory',
    user: 'directory',
    label: '/directory (modal open)',
    ready: 'button.tile',
    open: 'button.tile',
  },
  { path: '/teacherportal', user: 'dccyouth', ready: 'table' },
  { path: '/teacherportal/curriculum/4001', user: 'dccyouth', ready: 'main li button' },
  { path: '/teacherportal/teams', user: 'dccyouth', ready: 'main img' },
  { path: '/podcastadmin', user: 'podcastadmin', ready: 'form' },
];
