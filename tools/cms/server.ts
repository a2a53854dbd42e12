/**
 * `npm run cms`'s server: the built site as `npm start` serves it, plus Decap's local backend
 * (local-backend.ts) at LOCAL_BACKEND_PATH, behind the local servers' address guard
 * (../local/safe-address.ts).
 */
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { proxyLocalBackend, startLocalBackend } from './local-backend.ts';
import { loadNetlifyRules } from '../local/netlify-rules.ts';
import { createRouter } from '../local/router.ts';
import { createRequestHandler } from '../local/server.ts';
import { adoptOwnAddress, closeServer, listen } from '../local/listen.ts';
import { guarded } from '../local/safe-address.ts';
import { LOCAL_BACKEND_QUERY } from '../../src/features/content-editor/shared/constants.ts';

export interface CmsServer {
  server: Server;
  url: string;
  close(): Promise<void>;
}

/** Serves the checkout `root`'s site with the editor saving into the folder `repo`. */
export async function startCmsServer(root: string, repo: string, port: number): Promise<CmsServer> {
  const backend = await startLocalBackend(repo);
  const handle = createRequestHandler(
    await createRouter(join(root, 'netlify/functions')),
    await loadNetlifyRules(join(root, 'netlify.toml'), [join(root, 'dist/_headers')]),
    join(root, 'dist'),
  );
  let bound = port;
  const server = createServer(
    guarded((req, res) => {
      // the admin page turns the local backend on only when asked to (content-editor constants.ts)
      if (req.method === 'GET' && req.url?.split('#')[0] === '/admin/') {
        res.writeHead(302, {
          Location: `/admin/?${LOCAL_BACKEND_QUERY}`,
          'Cache-Control': 'no-store',
        });
        res.end();
        return undefined;
      }
      return proxyLocalBackend(backend, bound, req, res) ? undefined : handle(req, res);
    }),
  );
  const own = await listen(server, port);
  bound = own.port;
  adoptOwnAddress(own.url);
  const close = async () => {
    await closeServer(server);
    await backend.close();
  };
  return { server, url: own.url, close };
}
