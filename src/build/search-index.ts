/**
 * Writes the search index, dist/pagefind/, after `astro build` (docs/architecture.md section 9):
 * the public pages of dist/ and every sermon of the storage the build is configured for, the
 * demo sermons in demo mode, the S3 bucket when the S3 variables are scoped to Builds too
 * (docs/operations.md). A storage that cannot be read fails the build rather than deploying a
 * search that silently misses every sermon.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { closeSearchIndexer, writeSearchIndex } from './search/index-writer.ts';
import { searchBuildSettings } from '../server/config/index.ts';
import { publicGroupsOrNone } from './search/groups.ts';
import { buildSermons } from './search/rebuild.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = join(root, 'dist');

try {
  const { sermons, from } = await buildSermons(join(root, '.data'));
  // the live site's public groups; a demo build has no site running (its servers index their own)
  const settings = searchBuildSettings(join(root, '.data'));
  const groups = settings.demo ? [] : await publicGroupsOrNone(settings.siteUrl);
  const stats = await writeSearchIndex({ distDir: dist, sermons, groups }, join(dist, 'pagefind'));
  console.log(
    `Search index: ${stats.pages} pages, ${stats.sermons} sermons (from ${from}) and ${stats.groups} groups in dist/pagefind/, ${Math.round(stats.millis)} ms`,
  );
} catch (error) {
  console.error('Could not write the search index:', error);
  process.exitCode = 1;
} finally {
  await closeSearchIndexer();
}
