/**
 * What a service decides for a page a function fills in (docs/architecture.md, request path (b)):
 * plain data, so the service shapes no Response. The handler turns it into one with
 * `pageResponse` and the caching its route keeps.
 */
import {
  fillFrame,
  htmlResponse,
  notFoundPage,
  type FrameName,
  type PageParts,
} from './template.ts';

/** The address now lives at `to` (a path): a permanent redirect. */
export interface Moved {
  kind: 'moved';
  to: string;
}

/** Nothing is at the address: the site's own 404 page. */
export interface NotFound {
  kind: 'not-found';
}

/** A frame filled with these parts, answered with this status. */
export interface FilledPage {
  kind: 'page';
  frame: FrameName;
  parts: PageParts;
  status: 200 | 404 | 410;
}

/** A page's answer: the page, a redirect, or the site's 404. */
export type PageAnswer = FilledPage | Moved | NotFound;

/** The answer as the visitor gets it, with the given caching on every outcome. */
export async function pageResponse(
  answer: PageAnswer,
  caching: Record<string, string>,
): Promise<Response> {
  if (answer.kind === 'not-found') return notFoundPage(caching);
  if (answer.kind === 'moved')
    return new Response(null, { status: 301, headers: { Location: answer.to, ...caching } });
  const { html, csp } = await fillFrame(answer.frame, answer.parts);
  return htmlResponse(html, csp, answer.status, caching);
}
