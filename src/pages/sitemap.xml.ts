import type { APIRoute } from 'astro';
import { PCO_GROUPS } from 'astro:env/server';
import { sitemapXml } from '../platform/shared/site-map.ts';

/** /sitemap.xml at build time: the public screens, the group finder's only when it is on. */
export const GET: APIRoute = ({ site }) =>
  new Response(sitemapXml(site ?? new URL('http://127.0.0.1:8888'), PCO_GROUPS), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
