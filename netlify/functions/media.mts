export { media as default } from '../../src/features/sermons/server/api.ts';

export const config = { path: '/api/media', method: ['GET'] };
