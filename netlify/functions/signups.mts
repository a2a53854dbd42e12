export { signups as default } from '../../src/features/signups/server/api.ts';

export const config = { path: ['/api/signups', '/api/signups/:id'], method: ['GET'] };
