export { households as default } from '../../src/features/directory/server/api.ts';

export const config = { path: '/api/households', method: ['GET'] };
