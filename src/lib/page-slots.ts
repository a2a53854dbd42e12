/**
 * The places in a page template (src/pages/templates/) that a function fills in: tokens inside
 * attributes and the <title>, and empty elements for markup. Shared by the templates and
 * server/pages/template.ts so the two cannot disagree.
 */
export const TOKENS = {
  title: '__DCC_TITLE__',
  description: '__DCC_DESCRIPTION__',
  url: '__DCC_URL__',
  image: '__DCC_IMAGE__',
} as const;

/** An element the function replaces with markup. */
export const slot = (name: 'head' | 'body') => `<dcc-slot name="${name}"></dcc-slot>`;
