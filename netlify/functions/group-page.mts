/** GET /groups/{slug}: a listed group's own page, from the public groups answer (public). */
import { handler } from '../../src/server/http/handler.ts';
import { serverDeps } from '../../src/server/composition.ts';
import { groupPageResponse } from '../../src/server/pages/group-response.ts';

export default handler((req, context) =>
  groupPageResponse(serverDeps(), context.params['slug'] ?? '', new URL(req.url)),
);

export const config = { path: '/groups/:slug', method: ['GET'] };
