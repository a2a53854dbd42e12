/**
 * A stand-in for a Netlify build hook (docs/operations.md, "Search"): it answers a POST at once
 * with 200 and an empty body, as Netlify's does (the deploy that rebuilds the search index runs
 * afterwards), and counts the calls. Integration suites that do not test search point publishing
 * here, as production does, so that a publish does not wait on a local server's index rebuild
 * (tools/local/search.ts); the search suites keep the rebuild.
 */
import { createServer } from 'node:http';
import { closeServer, listen } from '../../tools/local/listen.ts';

export interface BuildHook {
  url: string;
  /** How many POSTs it has had. */
  calls(): number;
  close(): Promise<void>;
}

/** Starts the stand-in on a free port of 127.0.0.1. */
export async function startBuildHook(): Promise<BuildHook> {
  let calls = 0;
  const server = createServer((req, res) => {
    req.resume();
    if (req.method !== 'POST') return void res.writeHead(405).end();
    calls++;
    res.writeHead(200).end();
  });
  const { port } = await listen(server);
  return {
    url: `http://127.0.0.1:${port}/build_hooks/dcc-test`,
    calls: () => calls,
    close: () => closeServer(server),
  };
}
