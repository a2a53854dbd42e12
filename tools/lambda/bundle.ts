/**
 * The functions as Netlify's build bundled them, unpacked (tools/netlify/build.ts) into a folder
 * outside the checkout: one folder a function, as a Lambda unpacks it, beside the build's
 * manifest with each one's routes and schedule. The bench and the bundle tests start them as
 * instances of their own (function-pool.ts).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** One route of a function, as the manifest gives it to Netlify's router. */
export interface ManifestRoute {
  pattern: string;
  literal?: string;
  expression?: string;
  methods?: string[];
}

/** A bundled function: its name, its unpacked folder and its routes. */
export interface BundledFunction {
  name: string;
  /** The bundle's root: what a Lambda unpacks into /var/task. */
  path: string;
  /** The function module inside the bundle. */
  entry: string;
  routes: ManifestRoute[];
  /** A scheduled function's cron expression. */
  schedule?: string | undefined;
}

interface ManifestFunction {
  name: string;
  path: string;
  mainFile: string;
  routes?: ManifestRoute[];
  schedule?: string;
}

/** The folder, outside the checkout at `root`, that the bundles and the CLI's sites go in. */
export function previewFolder(root: string): string {
  const id = createHash('sha256').update(root).digest('hex').slice(0, 10);
  return join(tmpdir(), `dcc-preview-${id}`);
}

/** The folder holding the bundles and manifest.json. */
export const bundlesFolder = (previewDir: string) => join(previewDir, 'functions');

/** Reads the bundles unpackBundles (tools/netlify/build.ts) wrote. */
export async function readBundles(bundlesDir: string): Promise<BundledFunction[]> {
  const manifest = JSON.parse(await readFile(join(bundlesDir, 'manifest.json'), 'utf8')) as {
    functions: ManifestFunction[];
  };
  return manifest.functions.map((fn) => ({
    name: fn.name,
    path: join(bundlesDir, fn.name),
    // v2 functions keep their path from the repository root, with an .mjs extension
    entry: join(bundlesDir, fn.name, 'netlify/functions', `${fn.name}.mjs`),
    routes: fn.routes ?? [],
    schedule: fn.schedule,
  }));
}
