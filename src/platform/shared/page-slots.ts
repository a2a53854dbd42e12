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

/** What goes into a frame: text for the tokens (already escaped), markup for the slots. */
export interface FrameFill {
  tokens: Record<keyof typeof TOKENS, string>;
  head: string;
  body: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every token and slot, matched in one pass (pattern) and mapped to what fills it. */
const PLACES = [
  ...Object.entries(TOKENS).map(([name, token]) => [token, name] as const),
  [slot('head'), 'head'] as const,
  [slot('body'), 'body'] as const,
];
const PLACE_PATTERN = new RegExp(PLACES.map(([text]) => escapeRegExp(text)).join('|'), 'g');
const PLACE_NAMES = new Map<string, string>(PLACES);

/**
 * The frame with its tokens and slots filled, in one pass: what is filled in is never read
 * again, so a title that holds another place's marker (`__DCC_DESCRIPTION__`, a slot element)
 * shows it as written and pulls nothing in. Each replacement is a function, so the `$&`,
 * `` $` ``, `$'` and `$$` a title may hold are written as they are too (docs/security.md).
 */
export function fillFrameText(frame: string, fill: FrameFill): string {
  return frame.replace(PLACE_PATTERN, (place) => {
    const name = PLACE_NAMES.get(place)!;
    if (name === 'head' || name === 'body') return fill[name];
    return fill.tokens[name as keyof typeof TOKENS];
  });
}
