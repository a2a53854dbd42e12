export { householdLeaders as default } from '../../src/features/directory/server/api.ts';

export const config = { path: '/api/householdleaders', method: ['GET'] };
