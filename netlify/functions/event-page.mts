export { eventPage as default } from '../../src/features/events/server/api.ts';

export const config = { path: '/events/:slug', method: ['GET'] };
