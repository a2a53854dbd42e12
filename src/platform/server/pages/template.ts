/**
 * Pages a function serves: a built frame from dist/templates/ (the site's chrome, made by Astro)
 * filled in with a sermon, an event or a series, and the site's own 404 page. The frames, their CSPs and
 * the 404 page ship with the function (netlify.toml's included_files); headers rules do not
 * apply to function answers, so each answer carries its own policy.
 */
import { readFile } from 'node:fs/promises';
import { escapeHtml, type Html } from '../../shared/html.ts';
import { fillFrameText } from '../../shared/page-slots.ts';
import { pageHeaders } from '../http/csp.ts';
import { shippedPath } from '../shipped-files.ts';

/** What a frame is filled with. */
export interface PageParts {
  title: string;
  description: string;
  /** The page's own absolute address. */
  url: string;
  /** The picture a shared link shows (absolute). */
  image: string;
  /** Extra head markup: JSON-LD, Open Graph details. */
  head: Html;
  body: Html;
}

/** The frames the build renders (src/pages/templates/). */
export type FrameName = 'sermon' | 'event' | 'series' | 'group';

const cache = new Map<string, Promise<string>>();

/** A shipped file's text, read once per instance. */
function shipped(file: string): Promise<string> {
  let text = cache.get(file);
  if (!text) {
    text = readFile(shippedPath(file), 'utf8');
    cache.set(file, text);
  }
  return text;
}

async function cspOf(page: string): Promise<string> {
  const policies = JSON.parse(await shipped('dist/templates/csp.json')) as Record<string, string>;
  const csp = policies[page];
  if (!csp) throw new Error(`No content security policy was built for ${page}`);
  return csp;
}

/** The frame `name` (sermon, event, series) filled with the parts. */
export async function fillFrame(
  name: FrameName,
  parts: PageParts,
): Promise<{ html: string; csp: string }> {
  const frame = await shipped(`dist/templates/${name}.html`);
  const html = fillFrameText(frame, {
    tokens: {
      title: escapeHtml(parts.title),
      description: escapeHtml(parts.description),
      url: escapeHtml(parts.url),
      image: escapeHtml(parts.image),
    },
    head: parts.head.value,
    body: parts.body.value,
  });
  return { html, csp: await cspOf(`/templates/${name}`) };
}

/** An HTML answer with the page headers and the given caching. */
export function htmlResponse(
  html: string,
  csp: string,
  status: number,
  caching: Record<string, string>,
): Response {
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      // the site's other security headers are added to every function's answer (http/handler.ts)
      ...pageHeaders(csp),
      ...caching,
    },
  });
}

/** The site's own 404 page, as a function's answer. */
export async function notFoundPage(caching: Record<string, string>): Promise<Response> {
  return htmlResponse(await shipped('dist/404.html'), await cspOf('/404'), 404, caching);
}
