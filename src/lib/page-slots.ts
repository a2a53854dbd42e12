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

/**
 * The frame with its tokens and slots filled. Each replacement is a function, so the `$&`, `` $` ``,
 * `$'` and `$$` a title may hold are written as they are: a replacement string would read them
 * as patterns (the matched token, the text before or after it).
 */
export function fillFrameText(frame: string, fill: FrameFill): string {
  let html = frame;
  for (const [name, token] of Object.entries(TOKENS) as [keyof typeof TOKENS, string][]) {
    html = html.replaceAll(token, () => fill.tokens[name]);
  }
  return html.replace(slot('head'), () => fill.head).replace(slot('body'), () => fill.body);
}
