/**
 * The demo's own files (lesson PDFs, worship samples, sermon art and voices: every file under a
 * `demo/` folder of src/ that is not code). No function bundle carries them, so a production
 * deploy's functions hold none: the build publishes them as static files of the site, under
 * /demo/files/ at their paths from the repository root (src/build/demo-files.ts), and demo code
 * reads them from the sources when it runs from them, else over HTTP from the site's own origin
 * (the config's demoOrigin), as a bundled function on Netlify does.
 */
import { readFile } from 'node:fs/promises';
import { findShipped } from './shipped-files.ts';

/** Where the site publishes the demo's files; robots.txt leaves /demo/ out. */
export const DEMO_FILES_PATH = '/demo/files/';
/** The file beside them that gives each one's size in bytes, by its path. */
export const DEMO_FILES_INDEX = 'index.json';

/** The demo file's address on the site at `origin`. */
const addressOf = (origin: string, relative: string) =>
  new URL(DEMO_FILES_PATH + encodeURI(relative), origin);

async function fetched(origin: string | null, relative: string): Promise<Response> {
  if (!origin) throw new Error(`${relative} is not here and no demo site serves it`);
  const response = await fetch(addressOf(origin, relative));
  if (!response.ok)
    throw new Error(
      `${relative}: ${response.status} from ${origin} (was the site built in demo mode?)`,
    );
  return response;
}

/** The bytes of a demo file (path relative to the repository root). */
export async function readDemoFile(relative: string, origin: string | null): Promise<Buffer> {
  const local = findShipped(relative);
  if (local) return readFile(local);
  return Buffer.from(await (await fetched(origin, relative)).arrayBuffer());
}

let sizes: Promise<Record<string, number>> | undefined;

/**
 * The size of every published demo file by its path, from the site's index (read once per
 * instance); empty when run from the sources, where each file is there to measure.
 */
export function demoFileSizes(origin: string | null): Promise<Record<string, number>> {
  if (findShipped('src/demo')) return Promise.resolve({});
  sizes ??= fetched(origin, DEMO_FILES_INDEX)
    .then((r) => r.json() as Promise<Record<string, number>>)
    .catch((error: unknown) => {
      sizes = undefined;
      throw error;
    });
  return sizes;
}
