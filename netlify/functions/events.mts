export { events as default } from '../../src/features/events/server/api.ts';

export const config = { path: '/api/events/:kind', method: ['GET'] };
