/** GET /groups/{slug}: a listed group's own page, from the public groups answer (public). */
import { handler } from '../../src/platform/server/http/handler.ts';
import { serverDeps } from '../../src/app/composition.ts';
import { groupPageResponse } from '../../src/features/groups/server/group-response.ts';

export default handler((req, context) =>
  groupPageResponse(serverDeps(), context.params['slug'] ?? '', new URL(req.url)),
);

export const config = { path: '/groups/:slug', method: ['GET'] };
