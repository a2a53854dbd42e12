/**
 * An address where nothing answers: a server on a port of its own (port 0, so no other process
 * can take it meanwhile) that drops every connection as it comes, as a host that is down or
 * refuses. Stands in for a Planning Center or a site that cannot be reached.
 */
import { createServer } from 'node:net';
import { closeServer, listen } from '../../tools/local/listen.ts';

export interface DeadEnd {
  url: string;
  close(): Promise<void>;
}

/** Starts a dead end; close it after the suite. */
export async function startDeadEnd(): Promise<DeadEnd> {
  const server = createServer((socket) => socket.destroy());
  const { url } = await listen(server);
  return { url, close: () => closeServer(server) };
}
