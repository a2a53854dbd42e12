export { groupPage as default } from '../../src/features/groups/server/api.ts';

export const config = { path: '/groups/:slug', method: ['GET'] };
