export { podcast as default } from '../../src/features/podcast/server/api.ts';

export const config = { path: '/api/podcast', method: ['GET', 'POST'] };
