/**
 * Bundles every function with Netlify's own bundler (@netlify/zip-it-and-ship-it, what Netlify's
 * build runs) and the settings Netlify's build reads from netlify.toml, into a folder outside the
 * checkout: one unzipped bundle per function, as Netlify would upload it, plus the manifest
 * whose routes Netlify serves them at.
 */
import { zipFunctions } from '@netlify/zip-it-and-ship-it';
import { createHash } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { functionsSettings } from './functions-config.ts';

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

/** The folder, outside the checkout at `root`, that `npm run preview` works in. */
export function previewFolder(root: string): string {
  const id = createHash('sha256').update(root).digest('hex').slice(0, 10);
  return join(tmpdir(), `dcc-preview-${id}`);
}

/** The folder holding the bundles and manifest.json. */
export const bundlesFolder = (previewDir: string) => join(previewDir, 'functions');

/** Reads the bundles a previous bundleFunctions wrote. */
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

/** Bundles the checkout's functions into `bundlesDir` (emptied first) and returns them. */
export async function bundleFunctions(
  root: string,
  bundlesDir: string,
): Promise<BundledFunction[]> {
  const toml = parse(await readFile(join(root, 'netlify.toml'), 'utf8'));
  const { directory, config } = functionsSettings(toml, root);
  await rm(bundlesDir, { recursive: true, force: true });
  await zipFunctions([join(root, directory)], bundlesDir, {
    archiveFormat: 'none',
    basePath: root,
    repositoryRoot: root,
    config,
    manifest: join(bundlesDir, 'manifest.json'),
  });
  return readBundles(bundlesDir);
}
