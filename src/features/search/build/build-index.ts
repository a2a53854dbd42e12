/**
 * Writes the search index, dist/pagefind/, after `astro build` (docs/architecture.md section 9):
 * the public pages of dist/ and the sermons the site publishes, read from SITE_URL's public feed
 * and transcripts over HTTPS (no storage key; docs/security.md), or the demo sermons when the
 * build has no SITE_URL; and the public groups of SITE_URL's /api/groups (groups.ts). A feed that cannot be read (a first deploy) leaves an index of the
 * pages alone, said in the log; an index that cannot be written fails the build. An argument,
 * if given, is the folder to write instead of dist/pagefind/ (the tests build one aside).
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { closeSearchIndexer, writeSearchIndex } from './index-writer.ts';
import { buildGroups, buildSermons, buildSignups } from './rebuild.ts';

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const dist = join(root, 'dist');
const out = process.argv[2] ?? join(dist, 'pagefind');

try {
  const [{ sermons, from }, groups, signups] = await Promise.all([
    buildSermons(),
    buildGroups(),
    buildSignups(),
  ]);
  const stats = await writeSearchIndex({ distDir: dist, sermons, groups, signups }, out);
  console.log(
    `Search index: ${stats.pages} pages and ${stats.sermons} sermons (from ${from}), ${stats.groups} groups, in ${out}, ${Math.round(stats.millis)} ms`,
  );
} catch (error) {
  console.error('Could not write the search index:', error);
  process.exitCode = 1;
} finally {
  await closeSearchIndexer();
}
