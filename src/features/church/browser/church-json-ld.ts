/** The church's schema.org record, built from src/content/church.json, for Home and About. */
import { getEntry } from 'astro:content';
import { churchJsonLd } from '../../../platform/shared/json-ld.ts';

/** schema.org `Church` with address, Sunday service and office hours. */
export async function churchStructuredData(
  site: URL | undefined,
): Promise<Record<string, unknown>> {
  const church = await getEntry('church', 'church');
  if (!church) throw new Error('src/content/church.json has no "church" entry');
  return churchJsonLd(church.data, site ?? new URL('http://127.0.0.1:8888'));
}
