export { teams as default } from '../../src/features/portal/server/api.ts';

export const config = { path: '/api/teams', method: ['GET'] };
