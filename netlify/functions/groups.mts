export { groups as default } from '../../src/features/groups/server/api.ts';

export const config = { path: '/api/groups', method: ['GET'] };
