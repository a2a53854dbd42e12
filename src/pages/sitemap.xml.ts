import type { APIRoute } from 'astro';
import { sitemapXml } from '../lib/site-map.ts';

export const GET: APIRoute = ({ site }) =>
  new Response(sitemapXml(site ?? new URL('http://127.0.0.1:8888')), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
