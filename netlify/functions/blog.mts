export { blog as default } from '../../src/features/news/server/api.ts';

export const config = { path: '/api/blog', method: ['GET'] };
