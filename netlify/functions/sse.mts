export { uploadEvents as default } from '../../src/features/podcast/server/api.ts';

export const config = { path: '/api/sse', method: ['GET'] };
