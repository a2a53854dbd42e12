/**
 * The one route registry (docs/architecture.md section 3): every page of the site, one line
 * each, in navigation order. The nav bar, the sitemap and robots.txt (site-map.ts), the search
 * index's pages, the audit and the browser tests all read it, so a new page needs one line here.
 */
import type { Area } from './api-types.ts';

/** The switches a route can hang on: the group finder (PCO_GROUPS). */
export interface Features {
  groups: boolean;
}

/** One page of the site. */
export interface Route {
  /** Its address; a page that takes an id from its address names the demo's first. */
  path: string;
  /** Its name in the nav bar and in search results. */
  label: string;
  /** The title its page hands Base.astro, when not its label (see documentTitle). */
  title?: string;
  /** Its main heading, when its title is not in it (matched whatever the case). */
  heading?: string;
  /** The area whose login it needs: never in the nav, the sitemap or the search index. */
  area?: Area;
  /** The switch it is shown under; the page is built either way. */
  feature?: keyof Features;
  /** Linked from the footer only, not the nav bar (Search, Live; docs/requirements.md section 2). */
  footer?: true;
  /** A static text page: no island, only the nav's script (the audit's text budget). */
  text?: true;
  /** A selector that exists once a gated page has its data, for the audit and tests to wait on. */
  ready?: string;
}

// one route a line, however long (docs/architecture.md section 3)
// prettier-ignore
export const ROUTES: readonly Route[] = [
  { path: '/', label: 'Home', heading: 'Welcome' },
  { path: '/about', label: 'About', text: true },
  { path: '/youth', label: 'Children & Youth' },
  { path: '/events', label: 'Events', heading: "What's Happening" },
  { path: '/media', label: 'Sermons', title: 'Media' },
  { path: '/worship', label: 'Worship' },
  { path: '/getinvolved', label: 'Get Involved', text: true },
  { path: '/groups', label: 'Groups', title: 'Find a Group', feature: 'groups' },
  { path: '/familypromise', label: 'Family Promise', text: true },
  { path: '/gifts', label: 'Gifts', title: 'Spiritual Gifts', text: true },
  { path: '/give', label: 'Give', text: true },
  { path: '/live', label: 'Live', heading: 'Live Stream', footer: true },
  { path: '/search', label: 'Search', footer: true },
  { path: '/directory', label: 'Church Directory', area: 'directory', ready: 'button.tile' },
  { path: '/teacherportal', label: 'Teacher Portal', area: 'dccyouth', ready: 'table' },
  { path: '/teacherportal/curriculum/4001', label: 'Curriculum', area: 'dccyouth', ready: 'main li button' },
  { path: '/teacherportal/teams', label: 'Meet Our Team', area: 'dccyouth', ready: 'main img' },
  { path: '/podcastadmin', label: 'Podcast Administration', area: 'podcastadmin', ready: 'form' },
];

/** The title a page hands Base.astro. */
export const titleOf = (route: Route): string => route.title ?? route.label;

/** A page's whole `<title>`, from the title it hands Base.astro. */
export function documentTitle(title: string): string {
  return title === 'Home' ? 'Dogwood Community Church (DCC)' : `${title} | DCC`;
}

/** The public pages: every route without an area, whatever their switches. */
export const PUBLIC_ROUTES = ROUTES.filter((route) => !route.area);

/** The static text pages' paths (the audit's and the browser tests' text budget). */
export const TEXT_PATHS = PUBLIC_ROUTES.filter((route) => route.text).map(({ path }) => path);

/** A gated page, with the area whose login it needs. */
export type GatedRoute = Route & { area: Area };

/** The gated pages, each with the area whose login it needs. */
export const GATED_ROUTES = ROUTES.filter((route): route is GatedRoute => route.area !== undefined);

/** The public pages that are shown with these switches (the sitemap's). */
export function shownRoutes(on: Features): Route[] {
  return PUBLIC_ROUTES.filter((route) => !route.feature || on[route.feature]);
}

/** The nav bar's pages: the shown pages but those linked from the footer. */
export function navRoutes(on: Features): Route[] {
  return shownRoutes(on).filter((route) => !route.footer);
}

/** The gated areas' top paths: never in the sitemap, disallowed in robots.txt. */
export const GATED_PREFIXES = [
  ...new Set(GATED_ROUTES.map(({ path }) => `/${path.split('/')[1]}`)),
];
