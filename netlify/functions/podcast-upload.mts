export { podcastUpload as default } from '../../src/features/podcast/server/api.ts';

export const config = { path: '/api/podcast-uploads/:action', method: ['POST'] };
