export { person as default } from '../../src/features/directory/server/api.ts';

export const config = { path: '/api/people/:id', method: ['GET'] };
