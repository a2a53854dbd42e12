/**
 * Vitest globalSetup: in production mode, the Planning Center emulator as an outside server
 * that requires a personal access token, provided to tests as `inject('pco')`.
 */
import type { TestProject } from 'vitest/node';
import { startEmulatorServer, type EmulatorServer } from '../../tools/local/emulator-server.ts';
import { MODE, PCO_TOKEN } from './target.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PCO_BASE_URL of the outside emulator, or null in demo mode. */
    pco: string | null;
  }
}

let server: EmulatorServer | undefined;

/** PCO_BASE_URL of the emulator this globalSetup started, or null. */
export const startedPco = (): string | null => server?.url ?? null;

export async function setup(project: TestProject): Promise<void> {
  if (MODE !== 'production') {
    project.provide('pco', null);
    return;
  }
  // a generous rate limit: the whole suite shares one token, unlike a church's site
  server = await startEmulatorServer(0, {
    credentials: PCO_TOKEN,
    rateLimit: { limit: 100_000, periodSeconds: 20 },
  });
  project.provide('pco', server.url);
}

export async function teardown(): Promise<void> {
  await server?.close();
}
