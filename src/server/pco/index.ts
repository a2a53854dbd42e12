/** The process's Planning Center client, built from config() and rebuilt if that changes. */
import { config } from '../config/index.ts';
import { createPcoClient, type PcoClient } from './client.ts';

let current: { key: string; client: PcoClient } | undefined;

/** The shared client for the configured Planning Center (or the demo emulator). */
export function pco(): PcoClient {
  const { baseUrl, auth } = config().pco;
  const key = `${baseUrl}|${auth?.appId ?? ''}|${auth?.secret ?? ''}`;
  if (current?.key !== key) current = { key, client: createPcoClient({ baseUrl, auth }) };
  return current.client;
}

export type { PcoClient } from './client.ts';
export { PcoError, UNAVAILABLE } from './transport.ts';
