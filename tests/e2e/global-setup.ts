/** Serves the built site (dist/) the way `npm start` does, for every browser test. */
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { spawnServer, type SpawnedServer } from '../helpers/spawn-server.ts';

let server: SpawnedServer | undefined;

export async function setup(project: TestProject): Promise<void> {
  if (!existsSync('dist/index.html')) throw new Error('Build the site first: npm run build');
  server = await spawnServer();
  project.provide('baseUrl', server.url);
}

export async function teardown(): Promise<void> {
  await server?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
