import type { APIRoute } from 'astro';
import { robotsTxt } from '../platform/shared/site-map.ts';

/** /robots.txt at build time, for the site's address (robotsTxt says what it allows). */
export const GET: APIRoute = ({ site }) =>
  new Response(robotsTxt(site ?? new URL('http://127.0.0.1:8888')), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
